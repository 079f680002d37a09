import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import readingTime from 'reading-time';
import type { ResolvedConfig } from '../../config/load-config.ts';
import { isTranslated, localeDir } from '../../i18n/locale-builds.ts';
import { AggregateBuildError, ContentError, RnhcError } from '../../util/errors.ts';
import { existsInside, linkRoots, linkSkipped, reachedInside } from '../../util/linked-files.ts';
import { checkRoute } from '../check-route.ts';
import type { ContentSet } from '../content-set.ts';
import { splitFrontMatter } from '../front-matter.ts';
import { collectFenceLanguages, findFirstH1, loadTextFile } from '../source-file.ts';
import { createAuthor, createAuthorsMap } from './authors.ts';
import { legacyAuthorOf } from './legacy-author.ts';
import { fileDate, parseFrontMatterDate, parsePostPath } from './post-date.ts';
import { createTagsMap, resolvePostTags } from './tags.ts';
import type { BlogAuthor, BlogFrontMatter, BlogModel, BlogPost, BlogTag } from './types.ts';
import { loadYamlEntries } from './yaml-file.ts';

const MARKDOWN = /\.mdx?$/;
/** Docusaurus's default truncate markers: the HTML comment, and its MDX comment form. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** How to read a blog. */
export interface CollectBlogOptions {
  config: ResolvedConfig;
  /** Keep `draft: true` posts (serve --watch, like Docusaurus's dev server). */
  drafts: boolean;
  /** Locale of the set (the default locale until translations exist). */
  locale?: string;
}

/**
 * Reads the blog folder into a BlogModel: posts with dates, routes, authors and tags resolved.
 * Undefined when the blog is off or its folder does not exist (unless the site's Docusaurus writes
 * a list page without posts: then a blog of no post). Reports every error at once.
 */
export async function collectBlog({ config, drafts, locale }: CollectBlogOptions): Promise<BlogModel | undefined> {
  const options = config.blog;
  const blogDir = config.blogDir;
  if (options === false || !blogDir) return undefined;
  // Docusaurus 3.10 writes a list page for a blog whose folder is missing: an empty blog, then.
  const files = (await listPostFiles(blogDir)) ?? (config.blogListWithoutPosts ? [] : undefined);
  if (files === undefined) return undefined;
  const routeBase = trim(options.routeBasePath);
  const set: ContentSet = {
    plugin: 'blog',
    locale: locale ?? config.i18n.defaultLocale,
    sourceDir: blogDir,
    routeBase,
  };
  const join = (...parts: string[]) => parts.map(trim).filter(Boolean).join('/');
  const tagsRoute = join(routeBase, options.tagsBasePath);
  const authorsRoute = join(routeBase, options.authorsBasePath);

  const errors: RnhcError[] = [];
  const capture = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof RnhcError) errors.push(error);
      else throw error;
      return undefined;
    }
  };
  const notices: BlogModel['notices'] = [];
  // A post, authors.yml or tags.yml reached through a symbolic link out of the site folder would
  // publish a file of the build machine: named, not read.
  const roots = linkRoots([config.siteDir, blogDir]);
  const loadData = (file: string) => {
    const full = path.resolve(blogDir, file);
    // An error, not a warning: the posts' author and tag keys would all fail without naming why.
    const refuse = (message: string) =>
      errors.push(new ContentError(message, { file: full, hint: 'Replace the link by the file itself.' }));
    if (existsSync(full) && !existsInside(full, roots, refuse, 'the site folder and the blog folder')) {
      return Promise.resolve(undefined);
    }
    return loadYamlEntries(full).catch((error: unknown) =>
      capture(() => {
        throw error;
      }),
    );
  };
  const [authorsFile, tagsFile] = await Promise.all([
    loadData(options.authorsMapPath),
    options.tags ? loadData(options.tags) : undefined,
  ]);
  const authorsMap = capture(() => createAuthorsMap(authorsFile, authorsRoute)) ?? new Map<string, BlogAuthor>();
  const tagsMap = tagsFile ? capture(() => createTagsMap(tagsFile, tagsRoute)) : undefined;

  const languages = new Set<string>();
  if (options.feedOptions.xslt !== undefined && options.feedOptions.xslt !== false) {
    notices.push({
      policy: 'warn',
      message: 'blog.feedOptions.xslt is not applied: the feeds have no XSLT stylesheet',
    });
  }
  const posts: BlogPost[] = [];
  const translationRoots = isTranslated(config) ? linkRoots([config.siteDir, localeDir(config)]) : [];
  for (const file of files) {
    if (!reachedInside(file, roots)) {
      notices.push({ policy: 'warn', message: linkSkipped(file, 'the site folder and the blog folder') });
      continue;
    }
    try {
      const post = await loadPost({
        file,
        config,
        routeBase,
        tagsRoute,
        authorsRoute,
        authorsMap,
        tagsMap,
        translationRoots,
        warn: (message) => notices.push({ policy: 'warn', message }),
      });
      if (post.draft && !drafts) continue;
      collectFenceLanguages(post.body, languages);
      posts.push(post);
      const fromCwd = path.relative(process.cwd(), file);
      const rel = fromCwd.startsWith('..') ? file : fromCwd;
      const inlineTags = tagsMap ? post.tags.filter((t) => t.inline) : [];
      if (inlineTags.length > 0) {
        notices.push({
          policy: options.onInlineTags,
          message: `${rel}: tags not in ${options.tags}: ${inlineTags.map((t) => `"${t.label}"`).join(', ')} (onInlineTags)`,
        });
      }
      const inlineAuthors = authorsMap.size > 0 ? post.authors.filter((a) => !a.key) : [];
      if (inlineAuthors.length > 0) {
        notices.push({
          policy: options.onInlineAuthors,
          message: `${rel}: authors given inline instead of by a key of ${options.authorsMapPath}: ${inlineAuthors.map((a) => `"${a.name ?? a.imageUrl}"`).join(', ')} (onInlineAuthors)`,
        });
      }
      if (!post.truncated) {
        notices.push({
          policy: options.onUntruncatedBlogPosts,
          message: `${rel}: no <!-- truncate --> marker, so lists show the whole post (onUntruncatedBlogPosts)`,
        });
      }
    } catch (error) {
      if (error instanceof RnhcError) errors.push(error);
      else throw error;
    }
  }

  const byRoute = new Map<string, BlogPost>();
  for (const post of posts) {
    const other = byRoute.get(post.route);
    if (other) {
      errors.push(
        new ContentError(`Blog posts ${other.relativePath} and ${post.relativePath} both want the URL /${post.route}`, {
          file: post.file,
          position: { line: post.slugLine },
          hint: 'Give one of them another `slug` in its front matter, or another file name.',
        }),
      );
    } else byRoute.set(post.route, post);
  }
  if (errors.length === 1 && errors[0]) throw errors[0];
  if (errors.length > 1) throw new AggregateBuildError(`${errors.length} blog errors`, errors);

  // Newest first; equal dates keep the order of their paths, so builds are reproducible.
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.relativePath.localeCompare(b.relativePath));
  if (options.sortPosts === 'ascending') posts.reverse();
  const tags = new Map<string, BlogTag>();
  for (const post of posts) for (const tag of post.tags) if (!tags.has(tag.route)) tags.set(tag.route, tag);
  return {
    set,
    options,
    posts,
    authors: [...authorsMap.values()],
    tags,
    languages,
    notices,
    ...(config.blogListWithoutPosts ? { listWithoutPosts: true as const } : {}),
  };
}

/** Markdown files of the blog folder, sorted; `_partials`, dot files and folders left out as Docusaurus does. */
async function listPostFiles(dir: string): Promise<string[] | undefined> {
  let entries: string[];
  try {
    entries = (await readdir(dir, { recursive: true })).map(String);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return entries
    .filter((rel) => MARKDOWN.test(rel))
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('_') || part.startsWith('.')))
    .sort()
    .map((rel) => path.join(dir, rel));
}

interface LoadPostContext {
  file: string;
  config: ResolvedConfig;
  routeBase: string;
  tagsRoute: string;
  authorsRoute: string;
  authorsMap: Map<string, BlogAuthor>;
  tagsMap: Map<string, BlogTag> | undefined;
  /** Real paths a translation's link may lead into (resolved once for all posts). */
  translationRoots: string[];
  /** Names what is skipped (a translation reached through a link out of the site). */
  warn: (message: string) => void;
}

async function loadPost(ctx: LoadPostContext): Promise<BlogPost> {
  const { config } = ctx;
  const options = config.blog === false ? undefined : config.blog;
  if (!options || !config.blogDir) throw new Error('collectBlog runs only for a configured blog');
  // A translated locale reads the post's translation (same relative path) when there is one.
  const translation = isTranslated(config)
    ? path.join(localeDir(config), 'docusaurus-plugin-content-blog', path.relative(config.blogDir, ctx.file))
    : undefined;
  const translated =
    translation !== undefined &&
    existsInside(translation, ctx.translationRoots, ctx.warn, 'the site folder and the translation folder');
  const file = translated ? translation : ctx.file;
  const text = await loadTextFile(file);
  const split = splitFrontMatter(text, file);
  const frontMatter = split.frontMatter as BlogFrontMatter;
  const relativePath = path.relative(config.blogDir, ctx.file).split(path.sep).join('/');
  const lineOf = (key: string) => frontMatterKeyLine(text, key);
  const where = (key: string) => ({ file, position: { line: lineOf(key) } });

  for (const key of ['title', 'description', 'slug', 'image'] as const) {
    const value = (frontMatter as Record<string, unknown>)[key];
    if (value !== undefined && typeof value !== 'string') {
      throw new ContentError(`Front matter key ${key} must be a string`, where(key));
    }
  }
  // og:image is fetched by every site a post is shared on: a path or an http(s) URL only. Any
  // other scheme (`javascript:`, `data:`) became `https://example.comjavascript:...`.
  const image = frontMatter.image;
  if (typeof image === 'string' && /^[a-z][a-z\d+.-]*:/i.test(image.trim()) && !/^https?:\/\//i.test(image.trim())) {
    const shown = path.relative(process.cwd(), file) || file;
    ctx.warn(
      `${shown}:${lineOf('image')}: front matter image ${JSON.stringify(image.slice(0, 40))} is not used: it must be a path or an http(s) URL`,
    );
    delete (frontMatter as Record<string, unknown>).image;
  }
  if (frontMatter.keywords !== undefined && !isStringList(frontMatter.keywords)) {
    throw new ContentError('Front matter key keywords must be a list of strings', where('keywords'));
  }

  const parsed = parsePostPath(relativePath);
  let date: Date;
  if (frontMatter.date !== undefined) {
    const fromFrontMatter = parseFrontMatterDate(frontMatter.date);
    if (!fromFrontMatter) {
      throw new ContentError(`Front matter date is not a valid date (got ${JSON.stringify(frontMatter.date)})`, {
        ...where('date'),
        hint: 'Write the date as YYYY-MM-DD, or YYYY-MM-DDTHH:MM with an optional zone.',
      });
    }
    date = fromFrontMatter;
  } else {
    date = parsed.date ?? fileDate(ctx.file);
  }

  // Like Docusaurus, a `# title` that opens the post is the post's title, not part of its body.
  let body = split.body;
  const h1 = findFirstH1(body);
  let contentTitle: string | undefined;
  if (
    h1 &&
    body
      .split('\n')
      .slice(0, h1.line - 1)
      .every((line) => line.trim() === '')
  ) {
    contentTitle = h1.text;
    const lines = body.split('\n');
    lines[h1.line - 1] = '';
    body = lines.join('\n');
  }
  const marker = TRUNCATE_MARKER.exec(body);
  const excerptBody = marker ? body.slice(0, marker.index) : body;
  // The marker itself is not content (MDX drops its comment form; the HTML one would ship as is).
  if (marker) body = body.slice(0, marker.index) + body.slice(marker.index + marker[0].length);

  // Without `authors`, Docusaurus 2's `author`, `authorURL`... keys still give one (legacy-author.ts).
  const authors = resolveAuthors(
    frontMatter.authors ?? legacyAuthorOf(frontMatter as Record<string, unknown>),
    ctx,
    where(frontMatter.authors !== undefined ? 'authors' : 'author'),
    text,
  );
  const tags = resolvePostTags(frontMatter.tags, ctx.tagsMap, ctx.tagsRoute, where('tags'));
  const slug = frontMatter.slug ?? parsed.slug;
  const route = [ctx.routeBase, trim(slug)].filter(Boolean).join('/');
  // As a doc's: a slug climbing out of the site, or holding # ? %, is named here, not at write time.
  checkRoute({ route, file, text, fromSlug: frontMatter.slug !== undefined });
  const editUrl = options.editUrl
    ? `${options.editUrl.replace(/\/+$/, '')}/${[
        path.relative(config.siteDir, config.blogDir).split(path.sep).join('/'),
        relativePath,
      ]
        .filter(Boolean)
        .join('/')}`
    : undefined;
  return {
    file,
    ...(translation !== undefined && !translated ? { fallback: true } : {}),
    relativePath,
    route,
    title: frontMatter.title ?? contentTitle ?? parsed.text,
    description: frontMatter.description,
    date: date.toISOString(),
    body,
    excerptBody,
    truncated: marker !== null,
    readingTime: options.showReadingTime ? readingTime(body).minutes : undefined,
    authors,
    tags,
    frontMatter,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    editUrl,
    slugLine: lineOf('slug'),
  };
}

/** `authors`: a key, an inline author, or a list of either; keys must be in authors.yml. */
function resolveAuthors(
  value: unknown,
  ctx: LoadPostContext,
  where: { file: string; position: { line: number } },
  text: string,
): BlogAuthor[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (typeof item === 'string' || (typeof item === 'object' && item !== null && 'key' in item)) {
      const key = typeof item === 'string' ? item : String((item as { key: unknown }).key);
      const known = ctx.authorsMap.get(key);
      if (!known) {
        const keys = [...ctx.authorsMap.keys()];
        throw new ContentError(`Blog author "${key}" is not a key of the authors file`, {
          file: where.file,
          position: { line: lineOfValue(text, where.position.line, key) },
          hint: keys.length
            ? `Known authors: ${keys.join(', ')}. Add "${key}" to authors.yml or fix the key.`
            : 'There is no authors.yml in the blog folder: create it, or give the author inline (name, title, url).',
        });
      }
      if (typeof item === 'string') return known;
      // `{ key, title: ... }` overrides fields of the authors.yml entry for this post.
      const { key: _key, ...overrides } = item as Record<string, unknown>;
      const merged = createAuthor(
        {
          ...(known.name ? { name: known.name } : {}),
          ...(known.title ? { title: known.title } : {}),
          ...(known.url ? { url: known.url } : {}),
          ...(known.imageUrl ? { image_url: known.imageUrl } : {}),
          ...overrides,
        },
        key,
        { file: where.file, line: where.position.line, authorsRoute: ctx.authorsRoute },
      );
      return {
        ...merged,
        socials: merged.socials.length ? merged.socials : known.socials,
        ...(known.pageRoute ? { pageRoute: known.pageRoute } : {}),
      };
    }
    return createAuthor(item, undefined, {
      file: where.file,
      line: where.position.line,
      authorsRoute: ctx.authorsRoute,
    });
  });
}

/** Line (in the file) of a top-level front matter key; 1 when absent. */
function frontMatterKeyLine(text: string, key: string): number {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i] ?? '')) break;
    if (new RegExp(`^${key}\\s*:`).test(lines[i] ?? '')) return i + 1;
  }
  return 1;
}

/** The line at or after `from` that names `value` inside the front matter (for a list item). */
function lineOfValue(text: string, from: number, value: string): number {
  const lines = text.split('\n');
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (let i = from - 1; i < lines.length; i++) {
    if (i > 0 && /^---\s*$/.test(lines[i] ?? '')) break;
    if (new RegExp(`(^|[\\s\\[,:'"-])${escaped}($|[\\s\\],'"])`).test(lines[i] ?? '')) return i + 1;
  }
  return from;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function trim(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
