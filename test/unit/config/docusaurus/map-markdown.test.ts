import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';
import { parseConfig } from '../../../../src/config/load-config.ts';

const map = (value: unknown) => mapDocusaurusConfig(value, () => false);

describe('markdown options of a Docusaurus config', () => {
  it('applies markdown.format, markdown.mermaid and the prism magicComments, names the rest', () => {
    const magicComments = [{ className: 'err', line: 'error-next-line' }];
    const { raw, notices } = map({
      title: 'x',
      markdown: { format: 'detect', mermaid: true },
      themeConfig: { prism: { theme: {}, magicComments } },
    });
    expect(raw.markdown).toEqual({ format: 'detect', mermaid: true, magicComments });
    // `theme: {}` is a theme object of the site's own: named, the default kept.
    expect(notices.map((n) => n.path)).toEqual(['themeConfig.prism.theme']);
    expect(notices[0]?.reason).toContain('code blocks use github-light');
  });

  it('maps prism-react-renderer’s themes (stubs, recognised by name) to shiki themes of the same name', () => {
    const names = new Map<unknown, string>();
    const stub = (name: string) => {
      const value = () => undefined;
      names.set(value, name);
      return value;
    };
    const mapWith = (prism: Record<string, unknown>) =>
      mapDocusaurusConfig(
        { title: 'x', themeConfig: { prism } },
        (v) => names.has(v),
        (v) => names.get(v),
      );
    // Docusaurus 2's paths and Docusaurus 3's `themes.x` (also through an ES module's default).
    expect(
      mapWith({
        theme: stub('prism-react-renderer/themes/github'),
        darkTheme: stub('prism-react-renderer.themes.dracula'),
      }).raw.markdown,
    ).toEqual({ codeThemes: { light: 'github-light', dark: 'dracula' } });
    expect(
      mapWith({
        theme: stub('prism-react-renderer.default.themes.vsLight'),
        darkTheme: stub('prism-react-renderer/themes/oneDark'),
      }).raw.markdown,
    ).toEqual({ codeThemes: { light: 'light-plus', dark: 'one-dark-pro' } });
    // Without darkTheme, Docusaurus shows `theme` in dark mode too.
    const nightOwl = mapWith({ theme: stub('prism-react-renderer.themes.nightOwl') });
    expect(nightOwl.raw.markdown).toEqual({ codeThemes: { light: 'night-owl', dark: 'night-owl' } });
    expect(nightOwl.notices).toEqual([]);
    // No shiki counterpart: the default of that mode, named; the other mode is still applied.
    const duotone = mapWith({
      theme: stub('prism-react-renderer.themes.okaidia'),
      darkTheme: stub('prism-react-renderer.themes.duotoneDark'),
      additionalLanguages: ['kotlin'],
    });
    expect(duotone.raw.markdown).toEqual({ codeThemes: { light: 'monokai', dark: 'github-dark' } });
    expect(duotone.notices).toEqual([
      {
        path: 'themeConfig.prism.darkTheme',
        reason: "prism-react-renderer's duotoneDark has no shiki counterpart; code blocks use github-dark",
      },
      { path: 'themeConfig.prism.additionalLanguages', reason: expect.stringContaining('shiki') },
    ]);
    // A site's own theme object, in both modes: nothing to apply, both named.
    const own = mapWith({ theme: { plain: {}, styles: [] }, darkTheme: { plain: {}, styles: [] } });
    expect(own.raw.markdown).toBeUndefined();
    expect(own.notices.map((n) => n.path)).toEqual(['themeConfig.prism.theme', 'themeConfig.prism.darkTheme']);
  });

  it('gives a config without a prism theme Docusaurus’s default, palenight, in both modes', () => {
    // Shopify/flash-list: `prism: { additionalLanguages }` only; Docusaurus's theme-classic then
    // highlights with prism-react-renderer's palenight (its defaultPrismTheme), dark mode included.
    const palenight = { codeThemes: { light: 'material-theme-palenight', dark: 'material-theme-palenight' } };
    expect(map({ title: 'x', themeConfig: { prism: { additionalLanguages: ['ruby'] } } }).raw.markdown).toEqual(
      palenight,
    );
    expect(map({ title: 'x' }).raw.markdown).toEqual(palenight);
    expect(map({ title: 'x', themeConfig: {} }).raw.markdown).toEqual(palenight);
  });

  it('names a prism key Docusaurus itself ignores as such, not as something rnhc-docs lacks', () => {
    // react-native-async-storage: `prism: { theme, darkTheme, lightTheme }`; theme-classic's schema
    // lets unknown prism keys through and nothing reads `lightTheme`.
    const { notices } = map({ title: 'x', themeConfig: { prism: { lightTheme: {} } } });
    expect(notices).toEqual([
      { path: 'themeConfig.prism.lightTheme', reason: 'Docusaurus does not read it either (not a prism option)' },
    ]);
  });

  it('turns a prism theme object of the site’s own into a shiki theme of its colours', () => {
    // react-redux's static/scripts/monokaiTheme.js, shortened.
    const monokai = {
      plain: { color: '#f8f8f2', backgroundColor: '#272822' },
      styles: [
        { types: ['comment', 'prolog'], style: { color: '#778090' } },
        { types: ['keyword'], style: { color: '#F92672', fontStyle: 'italic' } },
        { types: ['string'], style: { color: '#a6e22e' } },
      ],
    };
    const { raw, notices } = map({ title: 'x', themeConfig: { prism: { theme: monokai } } });
    expect(notices).toEqual([]);
    const themes = (raw.markdown as { codeThemes: { light: string; dark: string; custom: Record<string, unknown> } })
      .codeThemes;
    expect(themes.light).toMatch(/^prism-[0-9a-f]{8}$/);
    // Without darkTheme, Docusaurus shows `theme` in dark mode too.
    expect(themes.dark).toBe(themes.light);
    const theme = themes.custom[themes.light] as { tokenColors: unknown[] };
    expect(theme).toMatchObject({
      name: themes.light,
      type: 'dark',
      colors: { 'editor.background': '#272822', 'editor.foreground': '#f8f8f2' },
    });
    expect(theme.tokenColors).toContainEqual({
      scope: expect.arrayContaining(['comment']),
      settings: { foreground: '#778090' },
    });
    expect(theme.tokenColors).toContainEqual({
      scope: expect.arrayContaining(['keyword', 'storage.type']),
      settings: { foreground: '#F92672', fontStyle: 'italic' },
    });
    expect(theme.tokenColors).toContainEqual({
      scope: expect.arrayContaining(['string']),
      settings: { foreground: '#a6e22e' },
    });
    // The config schema takes it (the YAML form of the same).
    const base = 'title: x\nurl: https://x.example\nbaseUrl: /\n';
    const parsed = parseConfig(`${base}markdown:\n  codeThemes: ${JSON.stringify(themes)}\n`, 'rnhc-docs.config.yaml')
      .markdown.codeThemes;
    expect(parsed?.light).toBe(themes.light);
    expect(parsed?.custom?.[themes.light]).toMatchObject({ type: 'dark' });
  });

  it('validates markdown.codeThemes against shiki’s themes', () => {
    const base = 'title: x\nurl: https://x.example\nbaseUrl: /\n';
    expect(
      parseConfig(`${base}markdown:\n  codeThemes:\n    light: dracula\n`, 'rnhc-docs.config.yaml').markdown.codeThemes,
    ).toEqual({ light: 'dracula', dark: 'github-dark' });
    expect(() =>
      parseConfig(`${base}markdown:\n  codeThemes:\n    light: draculaa\n`, 'rnhc-docs.config.yaml'),
    ).toThrow(/codeThemes/);
  });

  it('applies markdown.mdx1Compat (it was always on and named as not applied)', () => {
    const { raw, notices } = map({ title: 'x', markdown: { mdx1Compat: { comments: false, headingIds: false } } });
    expect(raw.markdown).toMatchObject({ mdx1Compat: { comments: false, headingIds: false } });
    expect(notices).toEqual([]);
  });

  it('defaults every mdx1Compat key to on, and rejects a key Docusaurus does not have', () => {
    const base = 'title: x\nurl: https://x.example\nbaseUrl: /\n';
    // (`text`, rnhc-docs' own, is off unless the site is on Docusaurus 2: see mdx1-text.ts.)
    expect(parseConfig(base, 'rnhc-docs.config.yaml').markdown.mdx1Compat).toEqual({
      comments: true,
      admonitions: true,
      headingIds: true,
      text: false,
    });
    const off = parseConfig(`${base}markdown:\n  mdx1Compat:\n    admonitions: false\n`, 'rnhc-docs.config.yaml');
    expect(off.markdown.mdx1Compat).toEqual({ comments: true, admonitions: false, headingIds: true, text: false });
    expect(() =>
      parseConfig(`${base}markdown:\n  mdx1Compat:\n    headingId: false\n`, 'rnhc-docs.config.yaml'),
    ).toThrow(/mdx1Compat/);
  });
});
