import { z } from 'zod';

/**
 * The `blog` key of the config: the options of Docusaurus's blog plugin, named and defaulted as
 * Docusaurus names and defaults them (`presets[classic].blog` in docusaurus.config.js). `false`
 * turns the blog off; without the key a `blog/` folder next to the config is the blog when it
 * exists.
 */

const policy = z.enum(['ignore', 'log', 'warn', 'throw']);
const allOr = (inner: z.ZodNumber) => z.union([inner, z.literal('ALL')]);
const feedType = z.enum(['rss', 'atom', 'json']);

/** Which feeds to write (Docusaurus: `type`), as the list of formats. */
const feedTypes = z
  .union([z.null(), z.literal('all'), feedType, z.array(feedType)])
  .transform((value): Array<z.output<typeof feedType>> => {
    if (value === null) return [];
    if (value === 'all') return ['rss', 'atom', 'json'];
    return Array.isArray(value) ? [...new Set(value)] : [value];
  });

const feedOptions = z.strictObject({
  /** Feeds to write: `rss`, `atom`, `json`, a list of them, `all`, or null for none (default rss and atom). */
  type: feedTypes.default(['rss', 'atom']),
  /** Feed title (default: the site title). */
  title: z.string().optional(),
  /** Feed description (default: `<site title> Blog`). */
  description: z.string().optional(),
  /** Copyright line of the feeds (default empty). */
  copyright: z.string().default(''),
  /** Language of the feeds (default: the site's locale). */
  language: z.string().optional(),
  /** Most recent posts in each feed; false or null for every post (default 20). */
  limit: z
    .union([z.number().int().positive(), z.literal(false), z.null()])
    .default(20)
    .transform((v) => (v === false || v === null ? undefined : v)),
  /** Docusaurus's XSLT styling of the XML feeds: accepted, not applied (a warning names it). */
  xslt: z.unknown().optional(),
});

/** The blog plugin's options. */
export const blogSchema = z.strictObject({
  /** Folder of posts, relative to the config (default `blog`). */
  path: z.string().default('blog'),
  /** URL segment of the blog (default `blog`; `/` serves the blog at the site root). */
  routeBasePath: z.string().default('blog'),
  /** URL segment of the tag pages under the blog (default `tags`). */
  tagsBasePath: z.string().default('tags'),
  /** URL segment of the archive page (default `archive`; null: no archive page). */
  archiveBasePath: z.string().nullable().default('archive'),
  /** URL segment of the author pages (default `authors`). */
  authorsBasePath: z.string().default('authors'),
  /** URL segment of the list's later pages, `/blog/page/2` (default `page`). */
  pageBasePath: z.string().default('page'),
  /** Title of the list pages (default `Blog`). */
  blogTitle: z.string().default('Blog'),
  /** Meta description of the list pages (default `Blog`). */
  blogDescription: z.string().default('Blog'),
  /** Posts per list page, or `ALL` for one page (default 10). */
  postsPerPage: allOr(z.number().int().positive()).default(10),
  /** Heading of the blog sidebar (default `Recent posts`). */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts in the blog sidebar, `ALL`, or 0 for no sidebar (default 5). */
  blogSidebarCount: allOr(z.number().int().min(0)).default(5),
  /** Show "N min read" on posts and lists (default true). */
  showReadingTime: z.boolean().default(true),
  /** Base URL for "Edit this page"; the post's path relative to the site folder is appended. */
  editUrl: z.string().optional(),
  /** Authors file, relative to the blog folder (default `authors.yml`). */
  authorsMapPath: z.string().default('authors.yml'),
  /** Tags file, relative to the blog folder (default `tags.yml`; false or null: none). */
  tags: z
    .union([z.string(), z.literal(false), z.null()])
    .default('tags.yml')
    .transform((v) => (v === false || v === null ? undefined : v)),
  /** What a tag missing from the tags file does (default warn). */
  onInlineTags: policy.default('warn'),
  /** What an author given inline, not by key of the authors file, does (default warn). */
  onInlineAuthors: policy.default('warn'),
  /** What a listed post without a `<!-- truncate -->` marker does (default warn). */
  onUntruncatedBlogPosts: policy.default('warn'),
  /** Newest first (default) or oldest first. */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  feedOptions: feedOptions.default({ type: ['rss', 'atom'], copyright: '', limit: 20 }),
});

/** The validated blog options. */
export type BlogOptions = z.output<typeof blogSchema>;
