import { ContentError } from '../../util/errors.ts';
import type { BlogTag } from './types.ts';
import type { YamlEntries } from './yaml-file.ts';

/**
 * Lodash's `kebabCase`, which Docusaurus uses for tag permalinks: words split at spaces and
 * punctuation, and (when the text mixes them) between lower and upper case and between letters
 * and digits, accents dropped, joined with `-` in lower case (`React Native` → `react-native`,
 * `v4` → `v-4`).
 */
export function kebabCase(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  const mixed = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/.test(plain);
  const words = mixed
    ? plain.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}]+|\p{Lu}+|\p{N}+/gu)
    : plain.match(/[a-zA-Z0-9]+/g);
  return (words ?? []).join('-').toLowerCase();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** The tags of tags.yml by key. `tagsRoute` is the tags page's route, e.g. `blog/tags`. */
export function createTagsMap(file: YamlEntries | undefined, tagsRoute: string): Map<string, BlogTag> {
  const map = new Map<string, BlogTag>();
  for (const { key, value, line } of file?.entries ?? []) {
    const where = { file: file?.file ?? '', position: { line } };
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw new ContentError(`Tag "${key}" must be a mapping (label, permalink, description) or empty`, where);
    }
    const raw = (value ?? {}) as Record<string, unknown>;
    for (const [field, v] of Object.entries(raw)) {
      if (!['label', 'permalink', 'description'].includes(field)) {
        throw new ContentError(`Tag "${key}" has an unknown key "${field}"`, {
          ...where,
          hint: 'Tag keys: label, permalink, description.',
        });
      }
      if (typeof v !== 'string') throw new ContentError(`Tag "${key}": ${field} must be a string`, where);
    }
    const permalink = typeof raw.permalink === 'string' ? trimSlashes(raw.permalink) : kebabCase(key);
    map.set(key, {
      label: typeof raw.label === 'string' ? raw.label : capitalize(key),
      route: `${tagsRoute}/${permalink}`,
      ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
      inline: false,
    });
  }
  return map;
}

/**
 * A post's `tags`: keys of tags.yml, or inline tags (a label, or `{ label, permalink }`). Without
 * a tags file every tag is inline, as in Docusaurus. Duplicates (same page) are dropped.
 */
export function resolvePostTags(
  value: unknown,
  tagsFile: Map<string, BlogTag> | undefined,
  tagsRoute: string,
  where: { file: string; position: { line: number } },
): BlogTag[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ContentError('Front matter key tags must be a list', where);
  const tags = new Map<string, BlogTag>();
  for (const item of value) {
    let tag: BlogTag;
    if (typeof item === 'string') {
      tag = tagsFile?.get(item) ?? { label: item, route: `${tagsRoute}/${kebabCase(item)}`, inline: true };
    } else if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { label?: unknown }).label === 'string' &&
      typeof (item as { permalink?: unknown }).permalink === 'string'
    ) {
      const { label, permalink, description } = item as { label: string; permalink: string; description?: unknown };
      tag = {
        label,
        route: `${tagsRoute}/${trimSlashes(permalink)}`,
        ...(typeof description === 'string' ? { description } : {}),
        inline: true,
      };
    } else {
      throw new ContentError(`A tag must be a name or { label, permalink } (got ${JSON.stringify(item)})`, where);
    }
    if (!tags.has(tag.route)) tags.set(tag.route, tag);
  }
  return [...tags.values()];
}
