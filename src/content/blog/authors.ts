import { ContentError } from '../../util/errors.ts';
import type { BlogAuthor } from './types.ts';
import type { YamlEntries } from './yaml-file.ts';

/** Where a handle of each known platform points (Docusaurus's list of social platforms). */
const SOCIAL_PREFIX: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  youtube: 'https://youtube.com/@',
  twitch: 'https://twitch.tv/',
};

const AUTHOR_KEYS = new Set([
  'key',
  'name',
  'title',
  'url',
  'image_url',
  'imageURL',
  'email',
  'socials',
  'page',
  'description',
]);

interface AuthorContext {
  file: string;
  line: number;
  /** `blog/authors`, relative to the base URL. */
  authorsRoute: string;
}

/** One author of authors.yml or of front matter, checked and normalised. */
export function createAuthor(value: unknown, key: string | undefined, ctx: AuthorContext): BlogAuthor {
  const where = { file: ctx.file, position: { line: ctx.line } };
  const label = key ? `Author "${key}"` : 'An inline author';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentError(`${label} must be a mapping with name, title, url, image_url, socials`, where);
  }
  const raw = value as Record<string, unknown>;
  for (const field of Object.keys(raw)) {
    // Docusaurus 2's authors name a platform at the top (`twitter: handle`): one of the socials.
    if (field in SOCIAL_PREFIX) continue;
    if (!AUTHOR_KEYS.has(field)) {
      throw new ContentError(`${label} has an unknown key "${field}"`, {
        ...where,
        hint: `Author keys: ${[...AUTHOR_KEYS].join(', ')}.`,
      });
    }
  }
  const text = (field: string): string | undefined => {
    const v = raw[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw new ContentError(`${label}: ${field} must be a string`, where);
    return v;
  };
  const author: BlogAuthor = { socials: [] };
  if (key) author.key = key;
  const fields = {
    name: text('name'),
    title: text('title'),
    url: text('url'),
    imageUrl: text('image_url') ?? text('imageURL'),
    email: text('email'),
  };
  for (const [field, v] of Object.entries(fields)) if (v !== undefined) author[field as 'name'] = v;
  if (!author.name && !author.imageUrl) {
    throw new ContentError(`${label} needs a name or an image_url`, where);
  }
  const socials = {
    ...Object.fromEntries(
      Object.keys(SOCIAL_PREFIX).flatMap((platform) => (platform in raw ? [[platform, raw[platform]]] : [])),
    ),
    ...(typeof raw.socials === 'object' && raw.socials !== null && !Array.isArray(raw.socials) ? raw.socials : {}),
  };
  if (
    raw.socials !== undefined &&
    raw.socials !== null &&
    (typeof raw.socials !== 'object' || Array.isArray(raw.socials))
  ) {
    throw new ContentError(`${label}: socials must map platforms to handles or URLs`, where);
  }
  for (const [platform, handle] of Object.entries(socials)) {
    if (typeof handle !== 'string' || handle === '') {
      throw new ContentError(`${label}: socials.${platform} must be a handle or a URL`, where);
    }
    author.socials.push({ platform, href: socialHref(platform, handle, label, where) });
  }
  const page = raw.page;
  if (page !== undefined && page !== false && page !== null) {
    if (!key) throw new ContentError(`${label} cannot have a page: only authors of authors.yml can`, where);
    const permalink =
      page === true
        ? key
        : typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string'
          ? (page as { permalink: string }).permalink
          : undefined;
    if (permalink === undefined) {
      throw new ContentError(`${label}: page must be true or { permalink: ... }`, where);
    }
    author.pageRoute = `${ctx.authorsRoute}/${permalink.replace(/^\/+|\/+$/g, '')}`;
  }
  return author;
}

function socialHref(platform: string, handle: string, label: string, where: object): string {
  if (/^https?:\/\//i.test(handle)) return handle;
  const prefix = SOCIAL_PREFIX[platform];
  if (!prefix) {
    throw new ContentError(
      `${label}: socials.${platform} is not a platform with known URLs, so it needs a full https:// URL (got "${handle}")`,
      where,
    );
  }
  return prefix + handle.replace(/^@/, '');
}

/** The authors of authors.yml by key, in file order. */
export function createAuthorsMap(file: YamlEntries | undefined, authorsRoute: string): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  for (const entry of file?.entries ?? []) {
    map.set(
      entry.key,
      createAuthor(entry.value, entry.key, { file: file?.file ?? '', line: entry.line, authorsRoute }),
    );
  }
  const byRoute = new Map<string, string>();
  for (const author of map.values()) {
    if (!author.pageRoute || !author.key) continue;
    const other = byRoute.get(author.pageRoute);
    if (other) {
      throw new ContentError(`Authors "${other}" and "${author.key}" both want the page /${author.pageRoute}`, {
        file: file?.file ?? '',
        position: { line: file?.entries.find((e) => e.key === author.key)?.line ?? 1 },
      });
    }
    byRoute.set(author.pageRoute, author.key);
  }
  return map;
}
