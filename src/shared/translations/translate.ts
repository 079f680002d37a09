import type { SiteData } from '../types.ts';
import { type PageStringKey, pageStrings, type ThemeStringKey, themeStrings } from './theme-strings.ts';

/** A locale's translations of theme strings (code.json messages by key); missing keys use English. */
export type ThemeStrings = Readonly<Partial<Record<string, string>>>;

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Looks up a theme string in the current locale and fills its placeholders. `K` is the keys it
 * has English defaults for: every theme string, or one group of them (theme-strings.ts) in a
 * browser bundle that needs no more.
 */
export interface Translate<K extends string = ThemeStringKey> {
  (key: K, values?: MessageValues): string;
  /** A `one|other` message: picks the plural form for `count` (also its `{count}`). */
  plural(key: K, count: number, values?: MessageValues): string;
  /** The message with its placeholders unfilled, for placeholders that are elements. */
  raw(key: K): string;
}

/** The lookup of the strings the theme's pages show (`pageStrings`), as the React theme and the entry use it. */
export type PageTranslate = Translate<PageStringKey>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; an unknown name is left as written. */
export function interpolate(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Splits a message into text and placeholder names: `a {x} b` → ['a ', {name: 'x'}, ' b']. */
export function splitPlaceholders(message: string): Array<string | { name: string }> {
  const parts: Array<string | { name: string }> = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push({ name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks a plural form of `forms|separated|by|bars`, Docusaurus's convention: as many forms as the
 * language has plural categories, in CLDR order; with fewer, the first is "one" and the last "other".
 */
export function selectPlural(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(lang);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const category = rules.select(count);
  if (forms.length === categories.length) return forms[categories.indexOf(category)] ?? forms.at(-1) ?? '';
  return (category === 'one' ? forms[0] : forms.at(-1)) ?? '';
}

/** Creates the lookup of one locale over the English `defaults` of the keys it serves. */
export function createTranslateOf<K extends string>(
  defaults: Readonly<Record<K, string>>,
  strings: ThemeStrings | undefined,
  lang = 'en',
): Translate<K> {
  const raw = (key: K): string => strings?.[key] ?? defaults[key];
  const translate = ((key: K, values?: MessageValues) => interpolate(raw(key), values)) as Translate<K>;
  translate.raw = raw;
  translate.plural = (key, count, values) => interpolate(selectPlural(raw(key), count, lang), { count, ...values });
  return translate;
}

/** Creates the lookup of every theme string in one locale: its translations over the English defaults. */
export function createTranslate(strings: ThemeStrings | undefined, lang = 'en'): Translate {
  return createTranslateOf(themeStrings, strings, lang);
}

/** English, every theme string, for code outside a page (the markdown pipeline, tests, the dev overlay). */
export const translateEnglish: Translate = /* @__PURE__ */ createTranslate(undefined);

/** English, the pages' strings: the default of the React theme's lookup. */
export const translatePageEnglish: PageTranslate = /* @__PURE__ */ createTranslateOf(pageStrings, undefined);

/** The language of a site's current locale, for plural rules. */
function langOf(site: Pick<SiteData, 'locale' | 'locales'>): string {
  return site.locales.find((l) => l.locale === site.locale)?.htmlLang ?? site.locale;
}

/** The lookup of a site's current locale (its `strings` over English) for what the pages show. */
export function translateOf(site: Pick<SiteData, 'strings' | 'locale' | 'locales'>): PageTranslate {
  return site.strings ? createTranslateOf(pageStrings, site.strings, langOf(site)) : translatePageEnglish;
}

/** The lookup of every theme string in a site's current locale, for the build (page titles, notices). */
export function translateSiteOf(site: Pick<SiteData, 'strings' | 'locale' | 'locales'>): Translate {
  return site.strings ? createTranslate(site.strings, langOf(site)) : translateEnglish;
}

/**
 * The lookup of the page's locale for code outside React (client DOM code, event handlers): it
 * reads the site data the page loaded (`window.__RNHC_SITE__`); English on the server or before.
 * A lazy chunk passes its own group of strings as `defaults`, so they travel in the chunk.
 */
export function currentTranslate(): PageTranslate;
export function currentTranslate<K extends string>(defaults: Readonly<Record<K, string>>): Translate<K>;
export function currentTranslate(defaults: Readonly<Record<string, string>> = pageStrings): Translate<string> {
  const site = (globalThis as { window?: { __RNHC_SITE__?: SiteData } }).window?.__RNHC_SITE__;
  return createTranslateOf(defaults, site?.strings, site ? langOf(site) : 'en');
}
