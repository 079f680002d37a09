/**
 * Live code blocks (test/fixtures/live-code-block, @docusaurus/theme-live-codeblock): a ```jsx live
 * block is an island whose server HTML is Docusaurus's playground frame (the "Result" header and
 * its "Loading..." placeholder above the "Live Editor" header, `playgroundPosition: 'top'`, the
 * code highlighted in the editor's place), with the playground's module and styles only on the
 * page that has one. Without react-live in the site's node_modules, live blocks stay highlighted
 * code blocks, named once in a warning.
 */
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

/** react-live as the site would have it installed (rnhc-docs' own devDependency, linked in). */
async function installReactLive(site: string): Promise<void> {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-live/package.json'));
  await mkdir(path.join(site, 'node_modules'), { recursive: true });
  await symlink(dir, path.join(site, 'node_modules', 'react-live'), 'dir');
}

async function build(site: string) {
  const out = path.join(site, 'build');
  const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
  return { ...result, read: (file: string) => readFile(path.join(out, file), 'utf8') };
}

describe('live code blocks', () => {
  it('writes a playground island with the frame Docusaurus writes', { timeout: 240_000 }, async () => {
    const site = await makeSite('live-code-block');
    await installReactLive(site);
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/liveCodeBlock|live-codeblock|ReactLiveScope|Playground/);
    const page = await result.read('docs/playground/index.html');
    const islands = [...page.matchAll(/<rnhc-island data-module="([^"]+)" data-live-playground="">/g)];
    expect(islands).toHaveLength(2);
    const module = islands[0]?.[1] as string;
    expect(module).toMatch(/^\/assets\/islands\/live-playground\.\w+\.js$/);
    // The frame: result first (playgroundPosition: 'top'), then the editor with the highlighted code.
    const frame = page.slice(page.indexOf('<div class="playgroundContainer">'));
    expect(frame).toMatch(
      /^<div class="playgroundContainer"><div class="playgroundHeader">Result<\/div><div class="playgroundPreview"><div>Loading...<\/div><\/div><div class="playgroundHeader">Live Editor<\/div><div class="playgroundEditor">/,
    );
    expect(frame).toContain('Greeting');
    // The props: the code without its last newline, the meta.
    expect(page).toContain('"code":"\\u003cGreeting name=\\"World\\" /\\u003e","language":"jsx","metastring":"live"');
    expect(page).toContain('"metastring":"live noInline"');
    // The styles once per page.
    expect(page.match(/\.playgroundHeader:first-of-type/g)).toHaveLength(1);
    // The module is written, with react-live and the site's scope in it.
    const js = await result.read(module.slice(1));
    expect(js).toContain('Hello, ');
    // A page without a live block has neither.
    const intro = await result.read('docs/intro/index.html');
    expect(intro).not.toContain('data-live-playground');
    expect(intro).not.toContain('playgroundContainer');
  });

  it('writes the preview placeholder and the code for a swizzled Playground, which the browser renders', {
    timeout: 240_000,
  }, async () => {
    // As react-native-elements' Playground: the preview, and the editor behind a toggle.
    const site = await makeSite('live-code-block', {
      'src/theme/Playground/index.js': [
        "import React from 'react';",
        "import { LiveProvider, LivePreview } from 'react-live';",
        'export default function Playground({ children, ...props }) {',
        '  return <div className="site-playground"><LiveProvider code={children} {...props}><LivePreview /></LiveProvider></div>;',
        '}',
      ].join('\n'),
    });
    await installReactLive(site);
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/Playground/);
    const page = await result.read('docs/playground/index.html');
    // The code stays readable before (and without) JavaScript, as Docusaurus's server render of
    // react-native-elements' Playground shows its editor (the 4.0.0-rc.7 ListItem page had 81 % of
    // Docusaurus's text without it).
    expect(page).toMatch(
      /<rnhc-island-root><div class="playgroundContainer"><div class="playgroundPreview"><div>Loading...<\/div><\/div><div class="playgroundEditor"><div class="code-block"[^>]*>[\s\S]*?Greeting[\s\S]*?<\/div><\/div><\/rnhc-island-root>/,
    );
    expect(page).not.toContain('playgroundHeader">');
    const module = /data-module="([^"]+)" data-live-playground/.exec(page)?.[1] as string;
    expect(await result.read(module.slice(1))).toContain('site-playground');
  });

  it('keeps live blocks as code blocks without react-live, named once', { timeout: 240_000 }, async () => {
    const site = await makeSite('live-code-block');
    const result = await build(site);
    expect(result.code).toBe(0);
    const warnings = (result.stdout + result.stderr).match(/react-live is not installed[^\n]*/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(result.stderr).toContain('live code blocks (```jsx live) are shown as plain code blocks');
    const page = await result.read('docs/playground/index.html');
    expect(page).not.toContain('data-live-playground');
    expect(page).not.toContain('playgroundContainer');
    expect(page).toContain('Greeting');
  });
});
