import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocusaurus, cli, makeSite } from './helpers.ts';

// A Docusaurus site has its theme strings' translations installed (@docusaurus/theme-translations,
// from its preset). rnhc-docs reads the locale's file through the package's own reader. The package
// here is a stand-in with the same API and layout, and words of this test's own.
const PACKAGE = 'node_modules/@docusaurus/theme-translations';
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const standIn = {
  [`${PACKAGE}/package.json`]: JSON.stringify({ name: '@docusaurus/theme-translations', main: 'lib/index.js' }),
  [`${PACKAGE}/lib/index.js`]: [
    "const fs = require('node:fs');",
    "const path = require('node:path');",
    'exports.readDefaultCodeTranslationMessages = async ({ locale, name }) => {',
    "  for (const tried of [locale, locale.split('-')[0]]) {",
    "    const file = path.join(__dirname, '..', 'locales', tried, name + '.json');",
    "    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));",
    '  }',
    '  return {};',
    '};',
  ].join('\n'),
  [`${PACKAGE}/locales/fr/theme-common.json`]: JSON.stringify({
    'theme.NotFound.title': 'Rien ici',
    'theme.NotFound.title___DESCRIPTION': 'not a message',
    'theme.blog.post.plurals': 'Un texte|{count} textes',
    'theme.blog.tagTitle': '{nPosts} sous « {tagName} »',
    // The site's code.json has its own: it wins.
    'theme.tags.tagsPageTitle': 'Mots-clés',
  }),
};

describe('theme strings from an installed @docusaurus/theme-translations', () => {
  const made: string[] = [];
  afterAll(async () => {
    const { rm } = await import('node:fs/promises');
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("translate the locale's theme strings, under the site's own code.json", async () => {
    const site = await makeSite('docu-i18n-blog', standIn);
    made.push(site);
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);
    const { readFile } = await import('node:fs/promises');
    const title = async (file: string) =>
      /<title>([^<]*)<\/title>/.exec(await readFile(path.join(out, file), 'utf8'))?.[1];
    expect(await title('fr/404.html')).toBe('Rien ici | Lingo');
    expect(await title('fr/blog/tags/hello/index.html')).toBe('2 textes sous « Hello » | Lingo');
    expect(await title('fr/blog/tags/tips/index.html')).toBe('Un texte sous « Tips » | Lingo');
    expect(await title('fr/blog/authors/alice/index.html')).toBe('Alice Martin - 2 textes | Lingo');
    expect(await title('fr/blog/tags/index.html')).toBe('Étiquettes | Lingo');
    // English has no file in the package: its defaults stay.
    expect(await title('404.html')).toBe('Page Not Found | Lingo');
    expect(await title('blog/tags/tips/index.html')).toBe('One post tagged with &quot;Tips&quot; | Lingo');
  }, 120_000);

  it("translate the search page with the Algolia theme's strings", async () => {
    // The search page and box use theme-search-algolia's strings (`theme.SearchPage.*`), which
    // Docusaurus reads from that theme's own file of the package (jest's /ja/search).
    const config = await readFile(path.join(FIXTURES, 'docu-i18n-blog/docusaurus.config.js'), 'utf8');
    const site = await makeSite('docu-i18n-blog', {
      ...standIn,
      [`${PACKAGE}/locales/fr/theme-search-algolia.json`]: JSON.stringify({
        'theme.SearchPage.emptyResultsTitle': 'Chercher dans les textes',
        'theme.SearchPage.emptyResultsTitle___DESCRIPTION': 'not a message',
      }),
      'docusaurus.config.js': config.replace(
        'prism: {',
        "algolia: { appId: 'X', apiKey: 'k', indexName: 'lingo' },\n      prism: {",
      ),
    });
    made.push(site);
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const title = async (file: string) =>
      /<title>([^<]*)<\/title>/.exec(await readFile(path.join(site, 'build', file), 'utf8'))?.[1];
    expect(await title('fr/search/index.html')).toBe('Chercher dans les textes | Lingo');
    expect(await title('search/index.html')).toBe('Search the documentation | Lingo');
    // theme-common's strings still apply.
    expect(await title('fr/404.html')).toBe('Rien ici | Lingo');
  }, 120_000);

  it("a Docusaurus site without its node_modules gets rnhc-docs' own copy of the translations (jest built without them)", async () => {
    const site = await makeSite('docu-i18n-blog');
    made.push(site);
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const title = async (file: string) =>
      /<title>([^<]*)<\/title>/.exec(await readFile(path.join(site, 'build', file), 'utf8'))?.[1];
    // Docusaurus's own French, as its build of the same folder would give it.
    expect(await title('fr/404.html')).toBe('Page introuvable | Lingo');
    expect(await title('404.html')).toBe('Page Not Found | Lingo');
  }, 120_000);

  it('a package that cannot be read is named in a warning, and the build goes on', async () => {
    const site = await makeSite('docu-i18n-blog', {
      ...standIn,
      [`${PACKAGE}/lib/index.js`]: "throw new Error('broken install');",
    });
    made.push(site);
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/theme-translations.*could not be read \(broken install\)/);
  }, 120_000);
});
