/**
 * A site whose default locale has translation files, in Chromium: the server-rendered strings,
 * hydration without mismatches, and the strings the client writes itself (search dialog, copy
 * button, progress bar) come from the site data's `strings`, also after a client navigation.
 */
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeSite } from '../sites/helpers.ts';
import { buildAndServe, describeBrowser, open, type ServedSite, TIMEOUT, useBrowser } from './client-helpers.ts';

const BASE = '/fixture/';

describeBrowser('translated theme strings in Chromium', () => {
  let site: ServedSite;
  let context: BrowserContext;
  const session = useBrowser();

  beforeAll(async () => {
    const dir = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `title: Fixture Docs
url: https://example.com
baseUrl: ${BASE}
favicon: img/icon.svg
docs:
  path: docs
pages:
  path: pages
staticDirectories: [static]
i18n:
  defaultLocale: fr
  locales: [fr]
themeConfig:
  navbar:
    items:
      - { type: doc, docId: intro, label: Docs, position: left }
      - { type: search, position: right }
`,
      'i18n/fr/code.json': JSON.stringify({
        'theme.common.skipToMainContent': 'Aller au contenu principal',
        'theme.SearchBar.label': 'Rechercher',
        'theme.SearchModal.placeholder': 'Rechercher dans la doc',
        'theme.SearchModal.searchBox.searchInputLabel': 'Rechercher dans la documentation',
        'theme.SearchDialog.noResultsText': 'Aucun résultat pour « {query} »',
        'theme.SearchDialog.resultCount.plurals': '{count} résultat|{count} résultats',
        'theme.CodeBlock.copy': 'Copier',
        'theme.CodeBlock.copied': 'Copié',
        'theme.docs.paginator.next': 'Suivant',
        'theme.docs.paginator.previous': 'Précédent',
      }),
    });
    site = await buildAndServe({ config: path.join(dir, 'rnhc-docs.config.yaml'), baseUrl: BASE });
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  it(
    'hydrates the translated page without errors; the search dialog and the copy button speak the locale',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/intro`);
      expect(await page.locator('a.skip-link').textContent()).toBe('Aller au contenu principal');

      const copy = page.locator('.code-block__copy').first();
      expect(await copy.textContent()).toBe('Copier');
      await copy.click();
      await expect.poll(() => copy.textContent()).toBe('Copié');

      await page.getByRole('button', { name: 'Rechercher' }).click();
      const input = page.getByRole('combobox', { name: 'Rechercher dans la documentation' });
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await input.getAttribute('placeholder')).toBe('Rechercher dans la doc');
      await input.fill('zzqxw');
      await expect
        .poll(() => page.locator('.search-dialog__message').textContent())
        .toBe('Aucun résultat pour « zzqxw »');
      await page.keyboard.press('Escape');

      // After a client-side navigation the strings are still the locale's (they are not page data).
      await page.locator('a.pagination-nav__link--next').click();
      await expect.poll(() => page.locator('a.pagination-nav__link--prev').count()).toBe(1);
      expect(await page.locator('a.pagination-nav__link--prev .pagination-nav__sublabel').textContent()).toBe(
        'Précédent',
      );
      expect(await page.locator('a.skip-link').textContent()).toBe('Aller au contenu principal');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
