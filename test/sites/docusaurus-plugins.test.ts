/**
 * The plugins and config keys real Docusaurus sites use (test/fixtures/docusaurus-plugins):
 * `headTags`, `themeConfig.metadata`, `scripts`, `stylesheets`, gtag and Google Analytics in every
 * page's head, escaped; client redirects as the plugin writes them; ```mermaid blocks as diagram
 * containers with mermaid's browser build copied; a search plugin mapped onto the built-in search
 * box with one info line; none of these named as "not applied".
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

describe('Docusaurus plugins applied', () => {
  it('writes head tags, analytics, redirects, diagrams and the search box', { timeout: 240_000 }, async () => {
    const site = await makeSite('docusaurus-plugins');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/not applied|not supported|no such option/);
    // One info line for the search plugin; one warning for the redirect that would replace a page.
    expect(result.stdout + result.stderr).toMatch(
      /@easyops-cn\/docusaurus-search-local: the built-in search \(an offline index of the site\) gives the search box instead/,
    );
    expect(result.stderr).toContain(
      'clientRedirects: 1 redirect would replace a page of the site and was left out: /docs/intro',
    );
    const read = (file: string) => readFile(path.join(out, file), 'utf8');

    for (const page of ['docs/intro/index.html', 'index.html', 'docs/diagrams/index.html']) {
      const head = (await read(page)).split('</head>')[0] as string;
      expect(head).toContain('<meta name="keywords" content="docs, &quot;quoted&quot; &lt;tag&gt;">');
      expect(head).toContain('<link rel="preconnect" href="https://fonts.example/?a=&quot;b&quot;&amp;c=&lt;d&gt;">');
      // A script's content cannot end the script early.
      expect(head).toContain('<script type="application/ld+json">{"name":"<\\/script><b>x</b>"}</script>');
      expect(head).toContain(
        '<link rel="stylesheet" href="https://cdn.example/s.css" integrity="sha-1" crossorigin="anonymous">',
      );
      expect(head).toContain('<script src="https://cdn.example/a.js"></script>');
      expect(head).toContain('<script src="https://cdn.example/b.js" async data-x="&quot;&gt;&lt;i&gt;"></script>');
      // gtag.js as Docusaurus's plugin writes it, the ID escaped in the URL and in the script.
      expect(head).toContain(
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC&#39;%3C%2Fscript%3E"></script>',
      );
      expect(head).toContain(`gtag('config', "G-ABC'\\u003c/script\\u003e", { anonymize_ip: true });`);
      expect(head).toContain(`ga('create', "UA-1-1", 'auto');ga('send', 'pageview');`);
      expect(head).toContain('<script async src="https://www.google-analytics.com/analytics.js"></script>');
      // Theme init, site data, client; the config's seven.
      expect(head.match(/<script/g)?.length).toBe(10);
    }

    // Client redirects: listed, from an array, created by the function; never over a page.
    const redirect = await read('docs/old-intro/index.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/lib/docs/intro">');
    expect(redirect).toContain('<link rel="canonical" href="/lib/docs/intro" />');
    expect(redirect).toContain(
      'window.location.href = "/lib/docs/intro" + window.location.search + window.location.hash;',
    );
    for (const from of ['docs/a', 'docs/b']) {
      expect(await read(`${from}/index.html`)).toContain('url=/lib/docs/diagrams"');
    }
    expect(await read('documentation/intro/index.html')).toContain('url=/lib/docs/intro"');
    expect(await read('docs/intro/index.html')).toContain('<h1');

    // Mermaid: the source in its container (escaped), mermaid's module copied; other code highlighted.
    const diagrams = await read('docs/diagrams/index.html');
    const module = /data-mermaid="(\/lib\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs)"/.exec(diagrams)?.[1];
    expect(module).toBeDefined();
    expect(diagrams).toContain(
      '<pre class="mermaid-source">graph TD;\n  A[Start] --&gt; B{Is it &lt;b&gt;ok&lt;/b&gt;?};',
    );
    expect(existsSync(path.join(out, (module as string).slice('/lib/'.length)))).toBe(true);
    expect(diagrams).toMatch(/<pre class="shiki/);
    expect(await read('docs/intro/index.html')).not.toContain('data-mermaid');

    // The search plugin's box: the built-in one, in the navbar.
    expect(await read('docs/intro/index.html')).toContain('class="navbar__search"');
  });

  it('migrates to YAML: the keys carried over, createRedirects (a function) named', { timeout: 240_000 }, async () => {
    const site = await makeSite('docusaurus-plugins');
    const migrated = await cli(['migrate', '--config', path.join(site, 'docusaurus.config.js')]);
    expect(migrated.stderr).not.toMatch(/internal error/);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toContain('clientRedirects.createRedirects is a function, which YAML cannot hold');
    const yaml = await readFile(path.join(site, 'rnhc-docs.config.yaml'), 'utf8');
    expect(yaml).not.toContain('info:');
    expect(yaml).toMatch(/^headTags:/m);
    expect(yaml).toMatch(/^clientRedirects:\n {2}redirects:/m);
    expect(yaml).toMatch(/^gtag:/m);
    const result = await cli([
      'build',
      '--config',
      path.join(site, 'rnhc-docs.config.yaml'),
      '--out-dir',
      path.join(site, 'y'),
    ]);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'y/docs/old-intro/index.html'), 'utf8')).toContain('url=/lib/docs/intro"');
  });
});
