import type { PageData } from '../../src/shared/types.ts';
import { BlogLayout } from '../BlogLayout/index.tsx';

/** Props of BlogTagsPage. */
export interface BlogTagsPageProps {
  page: PageData;
}

/** Every tag, grouped by first letter as Docusaurus groups them, with its number of posts. */
export function BlogTagsPage({ page }: BlogTagsPageProps) {
  const groups: Array<{ letter: string; tags: NonNullable<NonNullable<PageData['blog']>['tags']> }> = [];
  for (const tag of page.blog?.tags ?? []) {
    const letter = tag.label.charAt(0).toUpperCase();
    const last = groups.at(-1);
    if (last?.letter === letter) last.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return (
    <BlogLayout page={page}>
      <div className="markdown">
        <h1>{page.title}</h1>
      </div>
      {groups.map((group) => (
        <section key={group.letter} className="blog-tag-group" aria-labelledby={`tags-${group.letter}`}>
          <h2 id={`tags-${group.letter}`}>{group.letter}</h2>
          <ul className="blog-tags__list">
            {group.tags.map((tag) => (
              <li key={tag.href}>
                <a className="blog-tag" href={tag.href}>
                  {tag.label}
                  <span className="blog-tag__count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
