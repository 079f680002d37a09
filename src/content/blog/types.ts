import type { BlogOptions } from '../../config/blog-schema.ts';
import type { ContentSet, SourceItem } from '../content-set.ts';
import type { FrontMatter } from '../front-matter.ts';

/** An author of a post: from authors.yml by key, or given inline in front matter. */
export interface BlogAuthor {
  /** Key in authors.yml (absent for inline authors). */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** Social links as full URLs, by platform (`github`, `x`, ...). */
  socials: Array<{ platform: string; href: string }>;
  /** Route of the author's page relative to the base URL (authors.yml `page: true`). */
  pageRoute?: string;
}

/** A tag of a post, resolved against tags.yml. */
export interface BlogTag {
  label: string;
  /** Route of the tag's page relative to the base URL, e.g. `blog/tags/release`. */
  route: string;
  description?: string;
  /** Not from tags.yml. */
  inline: boolean;
}

/** One post of the blog, before rendering (`file`, `fallback`: SourceItem). */
export interface BlogPost extends SourceItem {
  /** Path relative to the blog folder, POSIX separators. */
  relativePath: string;
  /** Route relative to the base URL, e.g. `blog/2026/08/01/version-four`. */
  route: string;
  title: string;
  description: string | undefined;
  /** The post's date, ISO (UTC). */
  date: string;
  /** The markdown body, front matter and the leading `# title` blanked (line numbers kept). */
  body: string;
  /** The body up to the truncate marker (same line numbers), or the whole body. */
  excerptBody: string;
  /** A truncate marker cuts the post. */
  truncated: boolean;
  /** Minutes, unrounded (undefined when showReadingTime is off). */
  readingTime: number | undefined;
  authors: BlogAuthor[];
  tags: BlogTag[];
  frontMatter: BlogFrontMatter;
  draft: boolean;
  unlisted: boolean;
  editUrl: string | undefined;
  /** Line of `slug` in the file (1 without one), for route clash errors. */
  slugLine: number;
}

/** Front matter of a post: the docs keys plus the blog's own. */
export type BlogFrontMatter = FrontMatter & {
  date?: string;
  authors?: unknown;
  tags?: unknown;
  image?: string;
  keywords?: string[];
};

/** The blog of one content set, read and resolved: plain data, no HTML yet. */
export interface BlogModel {
  set: ContentSet;
  options: BlogOptions;
  /** Every post built, newest first (or as `sortPosts` says); drafts only when asked for. */
  posts: BlogPost[];
  /** Authors of authors.yml, in file order. */
  authors: BlogAuthor[];
  /** Tags used by any post, by route. */
  tags: Map<string, BlogTag>;
  /** Fence languages of the posts. */
  languages: Set<string>;
  /** Messages for the build to report under the option's policy (inline tags, untruncated posts...). */
  notices: Array<{ policy: 'ignore' | 'log' | 'warn' | 'throw'; message: string }>;
  /** Write the list page even when there is no post (Docusaurus 3.10: `blogListWithoutPosts`). */
  listWithoutPosts?: true;
}
