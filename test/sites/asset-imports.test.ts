/**
 * Files imported by code (test/fixtures/asset-imports), as Docusaurus's loaders give them: in
 * MDX (`import`, `require(...).default` with and without imports), in a hydrated component and in
 * a React page, images and files are content-hashed copies under `assets/<folder>/`, `@site/`
 * resolves, SVG imports are components (SVGR), JSON is data. The island's browser module names
 * the same URLs the server rendered.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

describe('asset imports', () => {
  it('gives imported and required files hashed URLs, SVGs as components, on the server and in islands', {
    timeout: 240_000,
  }, async () => {
    const site = await makeSite('asset-imports');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const read = (file: string) => readFile(path.join(out, file), 'utf8');

    const images = await readdir(path.join(out, 'assets/images'));
    const diagram = images.find((f) => /^diagram-[0-9a-f]{8}\.png$/.test(f));
    const logo = images.find((f) => /^logo-[0-9a-f]{8}\.png$/.test(f));
    const hero = images.find((f) => /^hero-[0-9a-f]{8}\.png$/.test(f));
    expect([diagram, logo, hero].every(Boolean)).toBe(true);
    // The copies are the files themselves.
    expect(await readFile(path.join(out, 'assets/images', diagram as string))).toEqual(
      await readFile(path.join(site, 'docs/diagram.png')),
    );
    const [manual] = await readdir(path.join(out, 'assets/files'));
    expect(manual).toMatch(/^manual-[0-9a-f]{8}\.pdf$/);
    const [clip] = await readdir(path.join(out, 'assets/medias'));
    expect(clip).toMatch(/^clip-[0-9a-f]{8}\.mp4$/);

    const intro = await read('docs/intro/index.html');
    expect(intro).toContain(`<img src="/lib/assets/images/${diagram}" alt="imported"/>`);
    expect(intro).toContain(`<img src="/lib/assets/images/${diagram}" alt="required"/>`);
    expect(intro).toContain(`<img src="/lib/assets/images/${logo}" alt="site static"/>`);
    // SVGR's component: the file's attributes as React props, the title prop as <title>.
    expect(intro).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" width="10" height="10" fill-rule="evenodd" stroke-width="2" class="logo-svg"><title>The logo<\/title><circle cx="5" cy="5" r="4" style="fill:#ff0000;stroke-linecap:round"><\/circle><\/svg>/,
    );
    expect(intro).toContain(`<a href="/lib/assets/files/${manual}">Manual</a>`);
    expect(intro).toContain('<span class="data-name">data from JSON</span>');
    // The hydrated component, server side.
    expect(intro).toContain(`<img class="gallery-hero" src="/lib/assets/images/${hero}" alt="hero"/>`);
    expect(intro).toContain(`<img class="gallery-logo" src="/lib/assets/images/${logo}" alt="logo"/>`);
    expect(intro).toContain(`<a class="gallery-clip" href="/lib/assets/medias/${clip}">clip</a>`);
    expect(intro).toMatch(/<svg [^>]*viewBox="0 0 4 4" class="gallery-icon" role="img">/);

    // An MDX file with a require and no import.
    expect(await read('docs/plain/index.html')).toContain(
      `<img src="/lib/assets/images/${diagram}" alt="required only"/>`,
    );

    // A React page.
    const home = await read('index.html');
    expect(home).toContain(`<img class="home-hero" src="/lib/assets/images/${hero}" alt="home hero"/>`);
    expect(home).toMatch(/<svg [^>]*class="home-logo">/);

    // The browser module of the island names the same URLs.
    const islands = path.join(out, 'assets/islands');
    const code = (await Promise.all((await readdir(islands)).map((f) => readFile(path.join(islands, f), 'utf8')))).join(
      '\n',
    );
    for (const url of [`/lib/assets/images/${hero}`, `/lib/assets/images/${logo}`, `/lib/assets/medias/${clip}`]) {
      expect(code).toContain(url);
    }
    expect(code).toContain('0 0 4 4');
    // `url()` in a component's CSS: the hashed copy too.
    const frame = images.find((f) => /^frame-[0-9a-f]{8}\.png$/.test(f));
    expect(intro).toContain(`background: url(/lib/assets/images/${frame}) no-repeat`);
  });
  it('resolves a server-relative import (`/static/img/x.svg`) from the site folder, as webpack’s roots do', {
    timeout: 120_000,
  }, async () => {
    // react-native-gesture-handler: `import Danger from '/static/img/danger.svg'` in a component.
    const site = await makeSite('asset-imports', {
      'src/pages/rooted.jsx':
        'import Logo from \'/static/img/logo.svg\';\nimport hero from \'/static/img/hero.png\';\n\nexport default function Rooted() {\n  return <div className="rooted"><Logo className="rooted-logo" /><img src={hero} alt="rooted" /></div>;\n}\n',
    });
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = await readFile(path.join(out, 'rooted/index.html'), 'utf8');
    expect(page).toMatch(/<svg[^>]*class="rooted-logo"/);
    expect(page).toMatch(/<img src="\/lib\/assets\/images\/hero-[0-9a-f]{8}\.png" alt="rooted"\/>/);
  });
  it('gives a `!!raw-loader!` import the file’s text, in MDX and in a React page', { timeout: 120_000 }, async () => {
    // react-native-gesture-handler: `import Src from '!!raw-loader!@site/static/examples/Pan'`.
    const site = await makeSite('asset-imports', {
      'static/examples/Pan.js': 'export const pan = "<gesture>";\n',
      'docs/raw.mdx':
        "# Raw\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Src from '!!raw-loader!@site/static/examples/Pan';\n\n<CodeBlock language=\"js\">{Src}</CodeBlock>\n",
      'src/pages/raw.jsx':
        'import Src from \'!raw-loader!../../static/examples/Pan.js\';\n\nexport default function Raw() {\n  return <pre className="raw">{Src}</pre>;\n}\n',
    });
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const doc = await readFile(path.join(out, 'docs/raw/index.html'), 'utf8');
    expect(doc.replace(/<[^>]+>/g, '')).toMatch(/export const pan = .{1,12}gesture.{1,12};/);
    const page = await readFile(path.join(out, 'raw/index.html'), 'utf8');
    expect(page).toContain('<pre class="raw">export const pan = &quot;&lt;gesture&gt;&quot;;\n</pre>');
  });
});
