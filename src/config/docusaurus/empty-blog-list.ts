import { CLASSIC, isPlainObject } from './map-config.ts';

/**
 * Whether Docusaurus runs the classic preset's blog plugin for this config: a classic preset whose
 * `blog` option is not `false` (an absent option means the blog is on, reading `blog/`).
 */
export function runsClassicBlog(config: unknown): boolean {
  if (!isPlainObject(config) || !Array.isArray(config.presets)) return false;
  return config.presets.some((preset) => {
    const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
    if (typeof name !== 'string' || !CLASSIC.test(name)) return false;
    return !isPlainObject(options) || options.blog !== false;
  });
}

/**
 * Whether Docusaurus of this version writes the blog's list page for a blog without any post (its
 * folder missing or empty, or drafts only). From 3.10 on it does: facebook/docusaurus#11562 moved
 * the list's pagination from loadContent (which returned no list for no posts) into route
 * creation, whose pagination always makes at least one page. An unknown version is taken as the
 * current Docusaurus.
 */
export function listsEmptyBlog(version: string | undefined): boolean {
  if (version === undefined) return true;
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) return true;
  const major = Number(match[1]);
  return major > 3 || (major === 3 && Number(match[2]) >= 10);
}
