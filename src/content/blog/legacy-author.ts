/**
 * Docusaurus 2's single-author front matter, which Docusaurus 3 still reads when a post has no
 * `authors` (plugin-content-blog authors.ts, getFrontMatterAuthorLegacy): `author`,
 * `author_title` / `authorTitle`, `author_url` / `authorURL`, `author_image_url` /
 * `authorImageURL`. react-native-website's older posts give their author so.
 */

/** The post's legacy author as an inline author (`name`, `title`, `url`, `image_url`), if any. */
export function legacyAuthorOf(frontMatter: Record<string, unknown>): Record<string, string> | undefined {
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = frontMatter[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return undefined;
  };
  const fields = {
    name: pick('author'),
    title: pick('author_title', 'authorTitle'),
    url: pick('author_url', 'authorURL'),
    image_url: pick('author_image_url', 'authorImageURL'),
  };
  if (Object.values(fields).every((value) => value === undefined)) return undefined;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
