import { isPlainObject } from '../config/docusaurus/map-config.ts';

/** A sidebars-file key that is read but not applied, for one warning per key. */
export interface SidebarNotice {
  keyPath: Array<string | number>;
  message: string;
}

/** Item keys Docusaurus reads only in swizzled theme components, or for its own bookkeeping. */
const IGNORED_KEYS: Record<string, string> = {
  customProps: 'custom props are read only by swizzled theme components, which rnhc-docs does not run',
  key: 'rnhc-docs does not need keys to tell sidebar items apart',
};

/**
 * Rewrites every form of Docusaurus sidebar item into the explicit forms the loader validates:
 * a sidebar given as an object of categories (`{Guides: ['a', 'b']}`), the shorthand category
 * inside a list (`{Label: [...]}`), and `ref` items (a doc link that does not make the doc part of
 * this sidebar). Keys that only swizzled components read are removed and reported.
 */
export function normalizeSidebars(data: unknown, notices: SidebarNotice[]): unknown {
  if (!isPlainObject(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    out[name] = Array.isArray(value)
      ? normalizeItems(value, [name], notices)
      : isPlainObject(value)
        ? shorthand(value, [name], notices)
        : value;
  }
  return out;
}

function shorthand(value: Record<string, unknown>, keyPath: Array<string | number>, notices: SidebarNotice[]) {
  return Object.entries(value).map(([label, items]) => ({
    type: 'category',
    label,
    items: Array.isArray(items) ? normalizeItems(items, [...keyPath, label], notices) : items,
  }));
}

function normalizeItems(items: unknown[], keyPath: Array<string | number>, notices: SidebarNotice[]): unknown[] {
  return items.flatMap((item, index) => {
    const here = [...keyPath, index];
    if (!isPlainObject(item)) return [item];
    if (item.type === undefined) {
      const entries = Object.entries(item);
      // `{Label: [...]}` (one or several categories in one object) is Docusaurus's shorthand.
      if (entries.length > 0 && entries.every(([, v]) => Array.isArray(v))) {
        return shorthand(item, here, notices);
      }
      return [item];
    }
    const copy: Record<string, unknown> = { ...item };
    for (const key of Object.keys(IGNORED_KEYS)) {
      if (key in copy) {
        notices.push({ keyPath: [...here, key], message: `${key} is not applied: ${IGNORED_KEYS[key]}` });
        delete copy[key];
      }
    }
    if (copy.type === 'ref') {
      copy.type = 'doc';
      copy.ref = true;
    }
    if (copy.type === 'category' && Array.isArray(copy.items)) {
      copy.items = normalizeItems(copy.items, [...here, 'items'], notices);
    }
    if (copy.type === 'category' && isPlainObject(copy.link)) {
      const link = { ...copy.link };
      for (const key of ['keywords', 'image'] as const) {
        if (key in link) {
          notices.push({
            keyPath: [...here, 'link', key],
            message: `${key} is not applied: generated index pages have no per-page keywords or social image yet`,
          });
          delete link[key];
        }
      }
      copy.link = link;
    }
    return [copy];
  });
}
