import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeStatus } from '../../../client/search/render-results.ts';
import { themeStrings } from '../../../src/shared/translations/theme-strings.ts';
import { createTranslate, interpolate, selectPlural } from '../../../src/shared/translations/translate.ts';
import type { SiteData } from '../../../src/shared/types.ts';
import { App } from '../../../templates/App.tsx';
import { VersionBadge } from '../../../templates/DocPage/VersionBadge/index.tsx';
import { VersionBanner } from '../../../templates/DocPage/VersionBanner/index.tsx';
import { PageRuntimeContext, Translate } from '../../../templates/docusaurus/index.tsx';
import { getColorModeToggleLabel } from '../../../templates/Navbar/ColorModeToggle/index.tsx';
import { TranslateProvider } from '../../../templates/translations/context.tsx';
import { BASE, createDocPage, createNotFoundPage, createSite } from './fixtures.ts';
import { $, $$, type El, text } from './html.ts';

/** A French code.json's messages, as the build puts them in the site data. */
const FR: Record<string, string> = {
  'theme.common.skipToMainContent': 'Aller au contenu principal',
  'theme.docs.paginator.previous': 'Précédent',
  'theme.docs.paginator.next': 'Suivant',
  'theme.docs.paginator.navAriaLabel': 'Pages de documentation',
  'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
  'theme.docs.breadcrumbs.navAriaLabel': "Fil d'Ariane",
  'theme.docs.breadcrumbs.home': "Page d'accueil",
  'theme.common.editThisPage': 'Modifier cette page',
  'theme.NavBar.navAriaLabel': 'Principale',
  'theme.docs.sidebar.navAriaLabel': 'Barre latérale de la documentation',
  'theme.colorToggle.ariaLabel': 'Basculer entre le mode sombre et clair (actuellement {mode})',
  'theme.colorToggle.ariaLabel.mode.light': 'mode clair',
  'theme.SearchBar.label': 'Rechercher',
  'theme.NotFound.title': 'Page introuvable',
  'theme.NotFound.p1': 'Nous ne trouvons pas ce que vous recherchez.',
  'theme.NotFound.p2': 'Repartez de {homeLink}.',
  'theme.NotFound.homeLinkLabel': "la page d'accueil",
};

function frenchSite(overrides: Partial<SiteData> = {}): SiteData {
  const site = createSite();
  return {
    ...site,
    locale: 'fr',
    defaultLocale: 'fr',
    locales: [{ locale: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', baseUrl: BASE }],
    strings: FR,
    ...overrides,
  };
}

describe('theme strings', () => {
  it('renders a doc page in the locale of the site data, with no English left for translated keys', () => {
    const site = frenchSite({ searchIndexHref: `${BASE}search-index.json` });
    const page = createDocPage();
    const html = renderToString(<App site={site} page={page} />);
    expect(text($(html, 'a.skip-link'))).toBe('Aller au contenu principal');
    expect(text($($(html, 'a.pagination-nav__link--prev'), 'span.pagination-nav__sublabel'))).toBe('Précédent');
    expect(text($($(html, 'a.pagination-nav__link--next'), 'span.pagination-nav__sublabel'))).toBe('Suivant');
    $(html, 'nav.pagination-nav[aria-label="Pages de documentation"]');
    $(html, 'nav.breadcrumbs[aria-label="Fil d\'Ariane"]');
    $(html, 'a.breadcrumbs__link--home[aria-label="Page d\'accueil"]');
    expect(text($(html, 'p.table-of-contents__title'))).toBe('Sur cette page');
    expect(text($(html, 'button.toc-mobile__button'))).toBe('Sur cette page');
    expect(text($(html, 'a.edit-link'))).toContain('Modifier cette page');
    $(html, 'nav.navbar[aria-label=Principale]');
    $(html, 'nav.doc-sidebar__nav[aria-label="Barre latérale de la documentation"]');
    $(html, 'button.color-mode-toggle[aria-label="Basculer entre le mode sombre et clair (actuellement mode clair)"]');
    $(html, 'button.search-button[aria-label=Rechercher]');
    for (const english of ['Skip to main content', 'On this page', 'Edit this page', '>Previous<']) {
      expect(html).not.toContain(english);
    }
  });

  it('keeps English for the keys a locale does not translate', () => {
    const html = renderToString(<App site={frenchSite({ strings: {} })} page={createDocPage()} />);
    expect(text($(html, 'a.skip-link'))).toBe(themeStrings['theme.common.skipToMainContent']);
    const english = renderToString(<App site={createSite()} page={createDocPage()} />);
    expect(text($(english, 'a.skip-link'))).toBe('Skip to main content');
  });

  it('places an element placeholder of the 404 text ({homeLink}) as a link', () => {
    const html = renderToString(<App site={frenchSite()} page={createNotFoundPage()} />);
    expect(text($($(html, 'main.not-found'), 'h1'))).toBe('Page introuvable');
    const paragraph = $($(html, 'main.not-found'), 'p');
    expect(text(paragraph)).toBe("Nous ne trouvons pas ce que vous recherchez. Repartez de la page d'accueil.");
    expect($(paragraph, 'a').attribs.href).toBe(BASE);
  });

  it('escapes a translation: markup in code.json is text, never HTML', () => {
    const site = frenchSite({ strings: { 'theme.common.skipToMainContent': '<img src=x onerror=alert(1)>' } });
    const html = renderToString(<App site={site} page={createDocPage()} />);
    expect(html).not.toContain('<img src=x');
    expect(text($(html, 'a.skip-link'))).toBe('<img src=x onerror=alert(1)>');
  });

  it('fills placeholders, leaves unknown ones as written and picks plural forms by the language rules', () => {
    expect(interpolate('Version: {versionLabel}', { versionLabel: '2.x' })).toBe('Version: 2.x');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    // French puts 0 and 1 in "one"; English only 1.
    expect(selectPlural('1 élément|{count} éléments', 0, 'fr')).toBe('1 élément');
    expect(selectPlural('1 item|{count} items', 0, 'en')).toBe('{count} items');
    // Russian has one, few, many, other: four forms are picked by category.
    expect(selectPlural('a|b|c|d', 3, 'ru')).toBe('b');
    expect(selectPlural('a|b|c|d', 5, 'ru')).toBe('c');
    const t = createTranslate({ 'theme.SearchDialog.resultCount.plurals': '{count} résultat|{count} résultats' }, 'fr');
    expect(t.plural('theme.SearchDialog.resultCount.plurals', 2)).toBe('2 résultats');
  });

  it('translates the colour toggle label and the search dialog status outside React', () => {
    const t = createTranslate(FR, 'fr');
    expect(getColorModeToggleLabel('light', t)).toBe(
      'Basculer entre le mode sombre et clair (actuellement mode clair)',
    );
    expect(getColorModeToggleLabel('dark')).toBe('Switch between dark and light mode (currently dark mode)');
    const french = createTranslate({ 'theme.SearchDialog.noResultsText': 'Aucun résultat pour « {query} »' }, 'fr');
    const state = { query: 'zzz', engine: {} as never, failed: false, hits: 0, recent: 0 };
    expect(describeStatus(state, french).message).toBe('Aucun résultat pour « zzz »');
    expect(describeStatus({ ...state, hits: 3 }).announce).toBe('3 results');
  });

  it('fills the version banner and badge, with the link to the latest version as an element placeholder', () => {
    const strings = {
      'theme.docs.versions.unreleasedVersionLabel': 'Documentation non publiée de {siteTitle} {versionLabel}.',
      'theme.docs.versions.latestVersionSuggestionLabel': 'Voir la {latestVersionLink} ({versionLabel}).',
      'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
      'theme.docs.versionBadge.label': 'Version : {versionLabel}',
    };
    const site = frenchSite({ strings });
    const next = { ...(site.versions[0] as SiteData['versions'][number]), banner: 'unreleased' as const, badge: true };
    const html = renderToString(
      <TranslateProvider site={site}>
        <VersionBanner site={site} page={createDocPage()} version={next} />
        <VersionBadge version={next} />
      </TranslateProvider>,
    );
    const banner = $(html, 'div.theme-doc-version-banner');
    expect(text(banner)).toBe(`Documentation non publiée de ${site.title} Next.Voir la dernière version (3.x).`);
    const [label, link] = $$(banner, 'b');
    expect(text(label as El)).toBe('Next');
    expect(text($(link as El, 'a'))).toBe('dernière version');
    expect(text($(html, 'span.theme-doc-version-badge'))).toBe('Version : Next');
    const english = renderToString(<VersionBanner site={createSite()} page={createDocPage()} version={next} />);
    expect(text($(english, 'div.theme-doc-version-banner'))).toContain(
      `This is unreleased documentation for ${site.title} Next version.For up-to-date documentation, see the latest version (3.x).`,
    );
  });

  it("gives a React page's <Translate> the message of code.json by id, or by its default message", () => {
    const site = frenchSite({ strings: { 'homepage.title': 'Bienvenue, {name}', 'Read the docs': 'Lire la doc' } });
    const render = (node: React.ReactNode) =>
      renderToString(
        <PageRuntimeContext.Provider value={{ site, path: BASE, meta: {} }}>{node}</PageRuntimeContext.Provider>,
      );
    expect(
      render(
        <Translate id="homepage.title" values={{ name: 'Ada' }}>
          {'Welcome, {name}'}
        </Translate>,
      ),
    ).toBe('<span>Bienvenue, <!-- -->Ada</span>');
    expect(render(<Translate>Read the docs</Translate>)).toBe('<span>Lire la doc</span>');
    expect(render(<Translate id="missing">Kept</Translate>)).toBe('<span>Kept</span>');
  });
});
