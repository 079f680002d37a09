import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, cli, makeSite, readOut } from './helpers.ts';

const BASE_CONFIG = `title: Fixture Docs
url: https://example.com
baseUrl: /fixture/
docs:
  path: docs
  editUrl: https://github.com/example/repo/edit/main/
pages:
  path: pages
staticDirectories: [static]
themeConfig:
  navbar:
    title: Fixture
    items:
      - type: doc
        docId: intro
        label: Docs
        position: left
      - type: docSidebar
        sidebarId: tutorialSidebar
        label: Tutorial
      - href: https://github.com/example/repo
        label: GitHub
  footer:
    style: dark
    links:
      - title: Docs
        items:
          - label: Intro
            to: /docs/intro
    copyright: Copyright <Fixture> & friends
`;

/** Translation files as a French Docusaurus site has them. */
const FRENCH_FILES = {
  'i18n/fr/code.json': JSON.stringify(
    {
      'theme.common.skipToMainContent': {
        message: 'Aller au contenu principal',
        description: 'The skip to content label used for accessibility',
      },
      'theme.docs.paginator.next': { message: 'Suivant' },
      'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
      'theme.common.editThisPage': { message: '</script><b>Modifier</b>' },
      'homepage.only.at.build.time': 'Pas dans le script',
      'theme.admonition.note': { message: 'Remarque' },
      'theme.admonition.warning': { message: 'Attention' },
      'theme.common.headingLinkTitle': { message: 'Lien direct vers {heading}' },
      'theme.CodeBlock.copy': { message: 'Copier' },
      'theme.CodeBlock.copyButtonAriaLabel': { message: 'Copier le code' },
    },
    null,
    2,
  ),
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({
    title: { message: 'Démo', description: 'The title in the navbar' },
    'item.label.Tutorial': { message: 'Tutoriel', description: 'Navbar item with label Tutorial' },
  }),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({
    'link.title.Docs': { message: 'Documentation' },
    'link.item.label.Intro': { message: 'Introduction' },
    copyright: { message: 'Droits <Fixture> & amis' },
  }),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
    'version.label': { message: 'Prochaine' },
    'sidebar.tutorialSidebar.category.Guides': { message: 'Guides pratiques' },
  }),
};

async function siteDataOf(site: string): Promise<Record<string, unknown>> {
  const assets = await readdir(path.join(site, 'build', 'assets'));
  const file = assets.find((f) => f.startsWith('site-data.'));
  if (!file) throw new Error('no site data');
  const text = await readFile(path.join(site, 'build', 'assets', file), 'utf8');
  expect(text).not.toContain('</script>');
  return JSON.parse(text.replace(/^window\.__RNHC_SITE__=/, '').replace(/;\n$/, ''));
}

describe('translations of the default locale', () => {
  it('applies i18n/<defaultLocale>/ as Docusaurus does: theme strings, navbar, footer, sidebar and version labels', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `${BASE_CONFIG}i18n:\n  defaultLocale: fr\n  locales: [fr]\n  localeConfigs:\n    fr: { label: Français, htmlLang: fr-FR }\n`,
      ...FRENCH_FILES,
      'docs/notes.md':
        '# Notes\n\n:::note\n\nA note.\n\n:::\n\n> [!WARNING]\n> Careful.\n\n## Étapes\n\n```js\nconst a = 1;\n```\n',
    });
    const result = await build(site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/intro.html');
    expect(html).toContain('<html lang="fr-FR" dir="ltr"');
    expect(html).toContain('>Aller au contenu principal</a>');
    expect(html).not.toContain('Skip to main content');
    expect(html).toContain('Sur cette page');
    expect(html).toContain('>Tutoriel</a>');
    expect(html).toContain('<b class="navbar__title">Démo</b>');
    expect(html).toContain('Documentation');
    expect(html).toContain('Droits &lt;Fixture&gt; &amp; amis');
    // A translation is text: escaped in HTML and in the inline page data.
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;Modifier&lt;/b&gt;');
    expect(html).toContain('>Guides pratiques<');
    expect(html).toContain('>Suivant</span>');
    // Strings inside the markdown HTML: admonition titles, heading links, the copy button.
    const notes = await readOut(site, 'docs/notes.html');
    expect(notes).toMatch(/admonition-note[\s\S]*?<\/span>Remarque<\/div>/);
    expect(notes).toMatch(/admonition-warning[\s\S]*?<\/span>Attention<\/div>/);
    expect(notes).toContain('aria-label="Lien direct vers Étapes"');
    expect(notes).toContain(
      '<button type="button" class="code-block__copy" aria-label="Copier le code">Copier</button>',
    );
    expect(notes).not.toContain('>Copy</button>');
    // The page's markdown twin names an admonition by its title in the locale, once.
    const twin = await readOut(site, 'docs/notes.md');
    expect(twin).toContain('> **Remarque**');
    expect(twin).not.toContain('Note: Remarque');
    const category = await readOut(site, 'docs/category/guides.html');
    expect(category).toMatch(/<h1>Guides pratiques<\/h1>/);
    // One strings object per site, in the site data script every page shares.
    const data = await siteDataOf(site);
    expect(data.strings).toMatchObject({ 'theme.docs.paginator.next': 'Suivant' });
    // Only the theme's strings travel to the browser; a page's own keys serve the build.
    expect(data.strings).not.toHaveProperty(['homepage.only.at.build.time']);
    expect((data.versions as Array<{ label: string }>)[0]?.label).toBe('Prochaine');
    const pageData = await readOut(site, 'page-data/docs/intro.json');
    expect(pageData).not.toContain('Aller au contenu principal');
  });

  it('reads the folder localeConfigs.<l>.path names, skips the files with translate: false, names url/baseUrl as not applied', async () => {
    const fr = `${BASE_CONFIG}i18n:\n  defaultLocale: fr\n  locales: [fr]\n  path: translations\n`;
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `${fr}  localeConfigs:\n    fr: { path: francais, baseUrl: /fr/, calendar: gregory }\n`,
      'translations/francais/code.json': JSON.stringify({ 'theme.common.skipToMainContent': 'Aller au contenu' }),
    });
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'docs/intro.html')).toContain('>Aller au contenu</a>');
    expect(result.stderr).toMatch(/:\d+:\d+: i18n\.localeConfigs\.fr\.baseUrl is not applied yet/);
    expect(result.stderr).toMatch(/:\d+:\d+: i18n\.localeConfigs\.fr\.calendar is not applied yet/);
    expect(result.stderr).not.toContain('francais');

    const skipped = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `${fr}  localeConfigs:\n    fr: { path: francais, translate: false }\n`,
      'translations/francais/code.json': '{ not json',
    });
    const plain = await build(skipped);
    expect(plain.code).toBe(0);
    expect(await readOut(skipped, 'docs/intro.html')).toContain('>Skip to main content</a>');
  });

  it('leaves an English site as it was when there is no i18n folder (no strings in the site data)', async () => {
    const site = await makeSite('basic-site', { 'rnhc-docs.config.yaml': BASE_CONFIG });
    const result = await build(site);
    expect(result.code).toBe(0);
    const data = await siteDataOf(site);
    expect(data.strings).toBeUndefined();
    expect(await readOut(site, 'docs/intro.html')).toContain('>Skip to main content</a>');
  });
});

describe('translations of each locale of a translated site', () => {
  it("each locale's build uses its own files: French strings, navbar, sidebar and version labels under /fr/, English at the root", async () => {
    const site = await makeSite('i18n-site', {
      'i18n/fr/code.json': JSON.stringify({
        'theme.common.skipToMainContent': 'Aller au contenu principal',
        'theme.docs.untranslated.message': { message: 'Pas encore traduite.' },
        'theme.docs.untranslated.originalLink': { message: "Lire l'original" },
      }),
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.About': { message: 'À propos' } }),
      'i18n/fr/docusaurus-plugin-content-docs/version-2.x.json': JSON.stringify({
        'version.label': { message: '2.x (stable)' },
      }),
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'version.label': { message: 'Prochaine' },
        'sidebar.tutorialSidebar.category.Guides': { message: 'Guides pratiques' },
      }),
    });
    const result = await build(site);
    expect(result.stderr).not.toMatch(/not used|not valid/);
    expect(result.code).toBe(0);
    const fr = await readOut(site, 'fr/docs/next/guides/setup/index.html');
    expect(fr).toContain('>Aller au contenu principal</a>');
    expect(fr).toMatch(/>À propos<\/a>/);
    expect(fr).toContain('Guides pratiques');
    expect(fr).toContain('Prochaine');
    const en = await readOut(site, 'docs/next/guides/setup/index.html');
    expect(en).toContain('>Skip to main content</a>');
    expect(en).not.toContain('Guides pratiques');
    // A fallback page of the French locale: the notice in the locale's words, from the same strings.
    const fallback = await readOut(site, 'fr/docs/api/index.html');
    expect(fallback).toContain('Pas encore traduite.');
    expect(fallback).toContain('>Aller au contenu principal</a>');
  });
});

describe('translations of the blog', () => {
  it("applies the blog plugin's options.json and the blog's theme strings; write-translations writes options.json", async () => {
    const site = await makeSite('blog-site', {
      'i18n/en/docusaurus-plugin-content-blog/options.json': JSON.stringify({
        title: { message: 'Le blogue', description: 'The title for the blog used in SEO' },
        'sidebar.title': { message: 'Billets récents' },
      }),
      'i18n/en/code.json': JSON.stringify({
        'theme.tags.tagsListLabel': 'Étiquettes :',
        'theme.blog.paginator.olderEntries': 'Billets plus anciens',
        'theme.blog.tagTitle': '{nPosts} avec « {tagName} »',
        'theme.blog.post.plurals': 'Un billet|{count} billets',
      }),
    });
    const result = await build(site);
    expect(result.code).toBe(0);
    const list = await readOut(site, 'blog/index.html');
    expect(list).toContain('<title>Le blogue');
    expect(list).toContain('Billets récents');
    expect(list).toContain('Étiquettes :');
    expect(list).toContain('Billets plus anciens');
    const tag = await readOut(site, 'blog/tags/releases/index.html');
    expect(tag).toMatch(/<h1>(Un billet|\d billets) avec « [^<]+ »<\/h1>/);

    const written = await cli(['write-translations', '--config', path.join(site, 'rnhc-docs.config.yaml')]);
    expect(written.code).toBe(0);
    const options = JSON.parse(
      await readFile(path.join(site, 'i18n', 'en', 'docusaurus-plugin-content-blog', 'options.json'), 'utf8'),
    );
    expect(options).toEqual({
      title: { message: 'Le blogue', description: 'The title for the blog used in SEO' },
      'sidebar.title': { message: 'Billets récents' },
      description: { message: 'Posts of the fixture', description: 'The description for the blog used in SEO' },
    });
  });
});

describe('bad translation input', () => {
  const fr = `${BASE_CONFIG}i18n:\n  defaultLocale: fr\n  locales: [fr]\n`;

  it('invalid JSON in a translation file: an error with the file and line, exit 1', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': fr,
      'i18n/fr/code.json': '{\n  "theme.common.skipToMainContent": { "message": "Aller" },\n}\n',
    });
    const result = await build(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(site, 'i18n', 'fr', 'code.json')}:3:1: The translation file is not valid JSON: trailing comma`,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('a translation value that is not a string: an error with the file and key, exit 1', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': fr,
      'i18n/fr/docusaurus-theme-classic/navbar.json':
        '{\n  "title": { "message": "Démo" },\n  "item.label.Tutorial": { "message": 7 }\n}\n',
    });
    const result = await build(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(site, 'i18n', 'fr', 'docusaurus-theme-classic', 'navbar.json')}:3: Translation "item.label.Tutorial": the message must be a string (got 7)`,
    );
  });

  it('an unknown direction: a config error with file:line, exit 2', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `${fr}  localeConfigs:\n    fr:\n      direction: rtf\n`,
    });
    const result = await build(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /i18n\.localeConfigs\.fr\.direction: unknown direction \(got "rtf"\); expected "ltr" or "rtl" \(.*rnhc-docs\.config\.yaml:\d+:\d+\)/,
    );
  });

  it('a locale in localeConfigs or an i18n folder that i18n.locales does not list: a warning naming it', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': `${fr}  localeConfigs:\n    fr: { label: Français }\n    de: { label: Deutsch }\n`,
      'i18n/es/code.json': '{}',
      'i18n/fr/code.json': '{}',
    });
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /rnhc-docs\.config\.yaml:\d+:\d+: i18n\.localeConfigs\.de: the locale "de" is not in i18n\.locales \(fr\), so its settings are not used/,
    );
    expect(result.stderr).toContain(
      `${path.join(site, 'i18n', 'es')}: translations for locale "es", which i18n.locales does not list (fr); they are not used`,
    );
    expect(result.stderr).not.toMatch(/i18n[\\/]fr:/);
  });
});

describe('write-translations', () => {
  const config = `${BASE_CONFIG}i18n:\n  defaultLocale: en\n  locales: [en, fr]\n`;

  it('writes every translatable string with descriptions, keeps existing translations, adds only missing keys, warns about unused ones', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': config,
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({
        'item.label.Tutorial': { message: 'Tutoriel', description: 'kept as written' },
        'item.label.Blog': { message: 'Blogue' },
      }),
      'i18n/fr/code.json': JSON.stringify({
        'theme.docs.paginator.next': 'Suivant',
        'theme.SearchPage.inputLabel': 'Recherche',
        'theme.IdealImage.message': 'Image',
        'homepage.stale': 'Ancien',
      }),
    });
    const configFile = path.join(site, 'rnhc-docs.config.yaml');
    const first = await cli(['write-translations', '--config', configFile, '--locale', 'fr']);
    expect(first.code).toBe(0);
    const navbarFile = path.join(site, 'i18n', 'fr', 'docusaurus-theme-classic', 'navbar.json');
    expect(first.stderr).toMatch(/navbar\.json: the key "item\.label\.Blog" is not used by the site/);
    expect(first.stderr).toMatch(/code\.json: the key "homepage\.stale" is not used by the site/);
    expect(first.stderr).toMatch(
      /code\.json: 2 theme keys are not used by rnhc-docs' theme \(kept\): theme\.SearchPage\.inputLabel, theme\.IdealImage\.message/,
    );
    expect(first.stderr.match(/is not used by the site/g)).toHaveLength(2);

    const navbar = JSON.parse(await readFile(navbarFile, 'utf8'));
    expect(navbar).toEqual({
      'item.label.Tutorial': { message: 'Tutoriel', description: 'kept as written' },
      'item.label.Blog': { message: 'Blogue' },
      title: { message: 'Fixture', description: 'The title in the navbar' },
      'item.label.Docs': { message: 'Docs', description: 'Navbar item with label Docs' },
      'item.label.GitHub': { message: 'GitHub', description: 'Navbar item with label GitHub' },
    });
    const code = JSON.parse(await readFile(path.join(site, 'i18n', 'fr', 'code.json'), 'utf8'));
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Suivant' });
    expect(code['theme.common.skipToMainContent']).toEqual({
      message: 'Skip to main content',
      description: expect.stringContaining('skip link'),
    });
    expect(code['theme.docs.versions.unreleasedVersionLabel'].message).toContain('{versionLabel}');
    const footer = JSON.parse(
      await readFile(path.join(site, 'i18n', 'fr', 'docusaurus-theme-classic', 'footer.json'), 'utf8'),
    );
    expect(Object.keys(footer)).toEqual(['link.title.Docs', 'link.item.label.Intro', 'copyright']);
    const docs = JSON.parse(
      await readFile(path.join(site, 'i18n', 'fr', 'docusaurus-plugin-content-docs', 'current.json'), 'utf8'),
    );
    expect(docs['version.label']).toEqual({ message: 'Next', description: 'The label for version current' });
    expect(docs['sidebar.tutorialSidebar.category.Guides'].message).toBe('Guides');

    // A second run adds nothing and changes nothing.
    const before = await readFile(navbarFile, 'utf8');
    const second = await cli(['write-translations', '--config', configFile, '--locale', 'fr']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Translations of locale "fr" are up to date: nothing to add');
    expect(second.stdout).not.toMatch(/Wrote \d+ translation files/);
    expect(await readFile(navbarFile, 'utf8')).toBe(before);
    expect(first.stdout).toMatch(/Wrote \d+ translation files for locale "fr" \(\d+ new messages/);

    // What it wrote builds: the site's default locale read from those files.
    const frConfig = config.replace('defaultLocale: en', 'defaultLocale: fr');
    await import('node:fs/promises').then((fs) => fs.writeFile(configFile, frConfig));
    const built = await build(site);
    expect(built.code).toBe(0);
    expect(await readOut(site, 'docs/intro.html')).toContain('>Tutoriel</a>');
  });

  it('refuses a locale that i18n.locales does not list (exit 2) and stops at invalid JSON in an existing file (exit 1)', async () => {
    const site = await makeSite('basic-site', {
      'rnhc-docs.config.yaml': config,
      'i18n/fr/docusaurus-theme-classic/footer.json': '{ "copyright": ',
    });
    const configFile = path.join(site, 'rnhc-docs.config.yaml');
    const unknown = await cli(['write-translations', '--config', configFile, '--locale', 'de']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--locale de: the locale is not in i18n.locales (en, fr)');
    const broken = await cli(['write-translations', '--config', configFile, '--locale', 'fr']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`${path.join(site, 'i18n', 'fr', 'docusaurus-theme-classic', 'footer.json')}:1:`);
  });
});
