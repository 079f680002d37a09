/**
 * One locale of a site, read before anything is written (docs/architecture.md: a locale is a set
 * of content sets): its config with the translations applied, what each content kind loaded, its
 * URLs, site data and routes. The build renders each LocaleSite; watch mode keeps the first one's
 * in its session state.
 */
import type { ResolvedConfig } from '../config/load-config.ts';
import { checkSourceFolders } from '../content/check-source-folders.ts';
import { throwContentErrors } from '../content/collect-content.ts';
import type { KindLoadContext, LocaleContent } from '../content/content-kind.ts';
import { CONTENT_KINDS } from '../content/kinds.ts';
import { lastDocSet } from '../content/types.ts';
import { fallbackNotice } from '../i18n/fallback-notice.ts';
import { localeBaseUrl, localeOutDir, localizeConfig } from '../i18n/locale-builds.ts';
import { translateSite } from '../i18n/translate-site.ts';
import { translateSiteOf } from '../shared/translations/translate.ts';
import type { SiteData } from '../shared/types.ts';
import { AggregateBuildError, RnhcError } from '../util/errors.ts';
import type { Route } from './create-routes.ts';
import type { DiagnosticCollector } from './diagnostics.ts';
import type { LocaleRenderData } from './render/render-route.ts';
import { createUrlResolver, resolveSite, type UrlResolver } from './resolve-site.ts';
import { createSiteCodeData } from './site-code-data.ts';

export interface LocaleSite extends LocaleContent {
  locale: string;
  /** The locale's config: base URL and translated labels (a ResolvedConfig localised). */
  config: ResolvedConfig;
  /** Output folder relative to the output root ('' for the default locale). */
  dir: string;
  urls: UrlResolver;
  site: SiteData;
  /** Every page of the locale, kind by kind, the 404 page last. */
  routes: Route[];
}

/**
 * Reads one locale: loads every content kind, applies the locale's translation files, resolves
 * the site data and makes the routes. Problems go to `diagnostics` (a source read for each locale
 * is reported once); content errors of every kind are thrown together.
 */
export async function loadLocaleSite(options: {
  /** The site's config, as loaded (not localised). */
  config: ResolvedConfig;
  locale: string;
  drafts: boolean;
  diagnostics: DiagnosticCollector;
  /** Runs a named step (timed and shown as progress: see task.ts). */
  task: <T>(name: string, run: () => Promise<T>) => Promise<T>;
}): Promise<LocaleSite> {
  const { locale, diagnostics, task } = options;
  const untranslated = localizeConfig(options.config, locale);
  const loaded = await task('Reading content', () => loadLocaleContent(untranslated, locale, options.drafts));
  // The locale's translation files (src/i18n): theme strings, navbar, footer, and each kind's own
  // (sidebar and version labels, the blog's title), as Docusaurus applies them (the default
  // locale's too, when it has any).
  const translated = await task('Reading translations', () => translateSite({ config: untranslated, locale }));
  const { config, strings } = translated;
  let localeContent = loaded;
  for (const kind of CONTENT_KINDS) localeContent = kind.translate(localeContent, translated.translations);
  const { content, blog } = localeContent;
  for (const message of [...content.warnings, ...translated.warnings]) {
    diagnostics.report({ severity: 'warning', code: 'content', message });
  }
  const urls = createUrlResolver(config);
  const site: SiteData = {
    ...resolveSite({
      config,
      content,
      urls,
      searchIndexHref: `${config.baseUrl}search-index.json`,
      ...(strings ? { strings } : {}),
    }),
    // What site code reads of the docs (the docs client hooks) and the config's customFields.
    siteCode: createSiteCodeData({ config, content, urls }),
  };
  const routes: Route[] = [];
  // Every theme string: routes' titles include the build-only ones (tags, archive, authors).
  const t = translateSiteOf(site);
  for (const kind of CONTENT_KINDS) {
    for (const route of kind.routes(localeContent, { urls, siteTitle: options.config.title, t, taken: routes })) {
      // Each route knows its content set: the kind, the docs version, the locale.
      const version = 'version' in route ? route.version : undefined;
      route.set = { plugin: kind.name, ...(version !== undefined ? { version } : {}), locale };
      routes.push(route);
    }
  }
  const searchPage = createSearchPageRoute(config, routes);
  if (searchPage.route) routes.push(searchPage.route);
  else if (searchPage.warning)
    diagnostics.report({ severity: 'warning', code: 'content', message: searchPage.warning });
  routes.push({ kind: 'notFound', route: '404' });
  for (const notice of blog?.notices ?? []) {
    diagnostics.reportWith(notice.policy, { code: 'blog', message: notice.message });
  }
  diagnostics.throwIfErrors((count) => `${count} blog error${count === 1 ? '' : 's'}`);
  return {
    locale,
    config,
    dir: localeOutDir(options.config, locale),
    content,
    ...(blog ? { blog } : {}),
    urls,
    site,
    routes,
  };
}

/**
 * Every content kind's sources for one locale, read in parallel; every kind's content errors are
 * reported at once. Warnings and fence languages are kept in kind order.
 */
export async function loadLocaleContent(
  config: ResolvedConfig,
  locale: string,
  drafts: boolean,
): Promise<LocaleContent> {
  checkSourceFolders(config);
  const contexts = CONTENT_KINDS.map(
    (): KindLoadContext => ({ config, locale, drafts, errors: [], warnings: [], languages: new Set<string>() }),
  );
  const results = await Promise.allSettled(CONTENT_KINDS.map((kind, i) => kind.load(contexts[i] as KindLoadContext)));
  const errors: RnhcError[] = [];
  const data: Record<string, unknown> = {};
  for (const [i, result] of results.entries()) {
    const ctx = contexts[i] as KindLoadContext;
    errors.push(...ctx.errors);
    if (result.status === 'fulfilled') Object.assign(data, result.value);
    else if (result.reason instanceof AggregateBuildError) errors.push(...result.reason.errors);
    else if (result.reason instanceof RnhcError) errors.push(result.reason);
    else throw result.reason;
  }
  throwContentErrors(errors);
  const loaded = data as Partial<LocaleContent['content']> & Pick<LocaleContent, 'blog'>;
  return {
    content: {
      docSets: loaded.docSets ?? [],
      docs: loaded.docs ?? [],
      docsByFile: loaded.docsByFile ?? new Map(),
      pages: loaded.pages ?? [],
      languages: new Set(contexts.flatMap((ctx) => [...ctx.languages])),
      warnings: contexts.flatMap((ctx) => ctx.warnings),
    },
    ...(loaded.blog ? { blog: loaded.blog } : {}),
  };
}

/** The warning for a `docs.mainDocId` no doc has, or undefined. */
export function checkMainDocId(config: ResolvedConfig, locale: LocaleSite): string | undefined {
  const firstDoc = locale.content.docs[0];
  const mainDocId = config.docs.mainDocId;
  if (!firstDoc || mainDocId === undefined || lastDocSet(locale.content).docsById.has(mainDocId)) return undefined;
  return `${config.where(['docs', 'mainDocId'])}: docs.mainDocId: no doc has the id ${JSON.stringify(mainDocId)}; the docs root gets no page of its own and the version links to the first doc, ${firstDoc.id}`;
}

/**
 * What the pages of each locale know of the others (hreflang alternates, the fallback notice),
 * or undefined for a site of one locale.
 */
export function localeRenderData(
  config: ResolvedConfig,
  locales: readonly LocaleSite[],
): ((locale: LocaleSite) => LocaleRenderData) | undefined {
  if (config.locales.length < 2) return undefined;
  const alternates = locales.map((each) => ({
    hreflang: config.i18n.localeConfigs[each.locale]?.htmlLang ?? each.locale,
    baseUrl: each.config.baseUrl,
    // Routes (relative to the locale's base URL) that the locale shows untranslated.
    fallbacks: CONTENT_KINDS.flatMap((kind) => kind.fallbackRoutes(each)),
  }));
  const defaultBaseUrl = localeBaseUrl(config, config.i18n.defaultLocale);
  return (locale) => ({
    baseUrl: locale.config.baseUrl,
    defaultBaseUrl,
    locales: alternates,
    fallbackNotice: fallbackNotice(locale.site),
  });
}

/** `fr: 3/27 docs translated`, and the pages and posts when the site has them. */
export function translationSummary(locale: LocaleSite): string {
  const parts = CONTENT_KINDS.flatMap((kind) => kind.translationCount(locale) ?? []);
  return `${locale.locale}: ${parts.join(', ') || 'nothing'} translated`;
}

/**
 * The search page's route (config `search.page`, which a Docusaurus site's Algolia or local search
 * plugin sets). A page of the site at that URL wins, as a swizzled SearchPage would: named in a warning.
 */
export function createSearchPageRoute(
  config: ResolvedConfig,
  taken: readonly Route[],
): { route?: Route; warning?: string } {
  const page = config.search.page;
  if (page === false) return {};
  const other = taken.find((route) => route.route === page);
  if (other) {
    return { warning: `search.page: /${page} is a page of the site already; the search page is not made there` };
  }
  return { route: { kind: 'searchPage', route: page } };
}
