import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, snapshot } from './helpers.ts';
import { eventually, get, until, WatchProcess } from './watch-process.ts';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('rnhc-docs serve --watch', () => {
  let site: string;
  let watch: WatchProcess;

  beforeAll(async () => {
    site = await makeSite('basic-site');
    watch = new WatchProcess(site);
    await watch.ready();
  }, 90_000);

  afterAll(async () => {
    await watch?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('serves the build with the live script injected', async () => {
    const page = await get(`${watch.url}docs/intro`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="/__rnhc/live.js" defer></script>');
    const script = await get(`${watch.origin}/__rnhc/live.js`);
    expect(script.status).toBe(200);
    expect(script.body).toContain('EventSource');
  });

  it('a content edit re-renders only that page and tells the tabs which page changed', async () => {
    const from = watch.events.length;
    const file = path.join(site, 'docs/02-guides/02-usage.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nA freshly saved sentence.\n`);
    const event = await watch.next(from, (e) => e.type === 'update');
    expect(event.paths).toEqual(['/fixture/docs/guides/usage']);
    // The new page data comes along: open tabs show it without a request.
    const sent = event.pages?.['/fixture/docs/guides/usage'] as { contentHtml: string } | undefined;
    expect(sent?.contentHtml).toContain('A freshly saved sentence.');
    const page = await get(`${watch.url}docs/guides/usage`);
    expect(page.body).toContain('A freshly saved sentence.');
    expect(await readFile(path.join(site, 'build/docs/guides/usage/index.html'), 'utf8')).toContain(
      'A freshly saved sentence.',
    );
    expect(watch.output).toMatch(/Updated \/fixture\/docs\/guides\/usage in \d+ ms/);
  });

  it('a burst of saves collapses into one rebuild', async () => {
    const from = watch.events.length;
    const file = path.join(site, 'docs/02-guides/02-usage.md');
    const base = await readFile(file, 'utf8');
    // A real burst (a formatter writing twice, "save all"): back-to-back safe saves, each a
    // temporary file renamed over the doc, as editors write them.
    for (let i = 1; i <= 5; i++) {
      writeFileSync(`${file}.tmp`, `${base}\nBurst ${i}.\n`);
      renameSync(`${file}.tmp`, file);
    }
    await watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
    await eventually(async () => expect((await get(`${watch.url}docs/guides/usage`)).body).toContain('Burst 5.'));
    await new Promise((r) => setTimeout(r, 500));
    // One rebuild when the five saves land together; a writer the scheduler stalls for longer than
    // the quiet period splits them in two at most. Five saves never give five rebuilds.
    const rebuilds = watch.events.slice(from).filter((e) => e.type === 'update' || e.type === 'reload');
    expect(rebuilds.length, watch.output.split('\n').slice(-6).join('\n')).toBeLessThanOrEqual(2);
    expect(rebuilds.length).toBeGreaterThanOrEqual(1);
  });

  it('a title change rebuilds the pages whose sidebar shows it', async () => {
    const from = watch.events.length;
    const file = path.join(site, 'docs/02-guides/02-usage.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('# Usage', '# Usage guide'));
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    const intro = await get(`${watch.url}docs/intro`);
    expect(intro.status).toBe(200);
    await eventually(async () => {
      const data = JSON.parse((await get(`${watch.url}page-data/docs/guides/setup.json`)).body);
      expect(data.doc.next.title).toBe('Usage guide');
    });
  });

  it('adding, renaming and deleting docs updates the routes', async () => {
    let from = watch.events.length;
    await writeFile(path.join(site, 'docs/02-guides/03-extra.md'), '# Extra\n\nNew page.\n');
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    await eventually(async () => expect((await get(`${watch.url}docs/guides/extra`)).status).toBe(200));

    from = watch.events.length;
    await rename(path.join(site, 'docs/02-guides/03-extra.md'), path.join(site, 'docs/02-guides/03-renamed.md'));
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    await eventually(async () => {
      expect((await get(`${watch.url}docs/guides/renamed`)).status).toBe(200);
      expect((await get(`${watch.url}docs/guides/extra`)).status).toBe(404);
    });

    from = watch.events.length;
    await unlink(path.join(site, 'docs/02-guides/03-renamed.md'));
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    await eventually(async () => expect((await get(`${watch.url}docs/guides/renamed`)).status).toBe(404));
  });

  it('an MDX doc updates on its own edits, and when a partial it imports changes', async () => {
    let from = watch.events.length;
    await writeFile(path.join(site, 'docs/02-guides/_part.mdx'), 'Partial text one.\n');
    await writeFile(
      path.join(site, 'docs/02-guides/04-mdx.mdx'),
      "import Part from './_part.mdx';\n\n# MDX doc\n\n<Part />\n",
    );
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    await eventually(async () =>
      expect((await get(`${watch.url}docs/guides/mdx`)).body).toContain('Partial text one.'),
    );

    from = watch.events.length;
    await writeFile(path.join(site, 'docs/02-guides/_part.mdx'), 'Partial text two.\n');
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
    await eventually(async () =>
      expect((await get(`${watch.url}docs/guides/mdx`)).body).toContain('Partial text two.'),
    );

    from = watch.events.length;
    await writeFile(
      path.join(site, 'docs/02-guides/04-mdx.mdx'),
      "import Part from './_part.mdx';\n\n# MDX doc\n\nEdited.\n\n<Part />\n",
    );
    const event = await watch.next(from, (e) => e.type === 'update');
    expect(event.paths).toEqual(['/fixture/docs/guides/mdx']);
    await eventually(async () => expect((await get(`${watch.url}docs/guides/mdx`)).body).toContain('Edited.'));
    await unlink(path.join(site, 'docs/02-guides/04-mdx.mdx'));
    await unlink(path.join(site, 'docs/02-guides/_part.mdx'));
    from = watch.events.length;
    await watch.next(from, (e) => e.type === 'reload' || e.type === 'update');
  });

  it('a broken edit shows an error with file:line and keeps serving the last good build; the fix recovers', async () => {
    let from = watch.events.length;
    const file = path.join(site, 'docs/intro.md');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('sidebar_position: 1', 'sidebar_position: [1'));
    const error = await watch.next(from, (e) => e.type === 'error');
    expect(error.location).toMatch(/docs\/intro\.md:\d+/);
    expect(error.message).toContain('Front matter is not valid YAML');
    expect(watch.output).toContain('Front matter is not valid YAML');
    const page = await get(`${watch.url}docs/intro`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Welcome.');

    from = watch.events.length;
    await writeFile(file, good.replace('Welcome.', 'Welcome back.'));
    await watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
    await eventually(async () => expect((await get(`${watch.url}docs/intro`)).body).toContain('Welcome back.'));
    expect(watch.child.exitCode).toBeNull();
  });

  it('a config error is reported without stopping the server', async () => {
    const from = watch.events.length;
    const file = path.join(site, 'rnhc-docs.config.yaml');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('title: Fixture Docs', 'title: [broken'));
    const error = await watch.next(from, (e) => e.type === 'error');
    expect(error.message).toMatch(/YAML syntax error/);
    expect((await get(`${watch.url}docs/intro`)).status).toBe(200);
    const after = watch.events.length;
    await writeFile(file, good);
    await watch.next(after, (e) => e.type === 'update' || e.type === 'reload');
  });

  it('Ctrl-C stops cleanly: exit 0 and the port is free again', async () => {
    const port = Number(new URL(watch.url).port);
    expect(await watch.stop()).toBe(0);
    await new Promise<void>((resolve, reject) => {
      const probe = net.createServer().once('error', reject);
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});

/** A watch process on a fresh copy of the basic site (with `changes`), stopped and removed after `run`. */
async function withWatch(
  changes: Record<string, string>,
  run: (watch: WatchProcess, site: string) => Promise<void>,
): Promise<void> {
  const site = await makeSite('basic-site', changes);
  const watch = new WatchProcess(site);
  try {
    await run(watch, site);
  } finally {
    await watch.stop();
    await rm(site, { recursive: true, force: true });
  }
}

describe('rnhc-docs serve --watch on a Docusaurus site', () => {
  it('an edit of a site component (src/) rebuilds the pages that use it and reloads the tabs', async () => {
    const site = await makeSite('docusaurus-islands');
    const watch = new WatchProcess(site, 'docusaurus.config.ts');
    try {
      await watch.ready();
      const from = watch.events.length;
      const file = path.join(site, 'src/components/Counter.jsx');
      await writeFile(file, (await readFile(file, 'utf8')).replace('{label}: {count}', '{label} = {count}'));
      await watch.next(from, (e) => e.type === 'reload');
      await eventually(async () =>
        expect((await get(`${watch.url}docs/guides/usage`)).body).toContain('Clicks<!-- --> = <!-- -->2'),
      );
    } finally {
      await watch.stop();
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('rnhc-docs serve --watch with a config error at start', () => {
  it('exits 2 with file:line (the render worker started ahead does not keep it running)', async () => {
    await withWatch(
      {
        'rnhc-docs.config.yaml': 'title: Fixture\nurl: https://example.com\nthemeConfig:\n  navbar: [unclosed\n',
      },
      async (watch) => {
        const code = await new Promise<number | null>((resolve) => watch.child.once('exit', resolve));
        expect(code).toBe(2);
        expect(watch.output).toMatch(/rnhc-docs\.config\.yaml:\d+:\d+: YAML syntax error/);
        expect(watch.output).not.toMatch(/\n\s+at /);
      },
    );
  });
});

describe('rnhc-docs serve --watch into a fresh output folder', () => {
  it('Ctrl-C during the first build stops it: exit 0, no temporary folder, nothing half-written', async () => {
    await withWatch({}, async (watch, site) => {
      await until(
        () => /\(building\.\.\.\)/.test(watch.output),
        60_000,
        () => watch.output,
      );
      expect(await watch.stop()).toBe(0);
      expect(watch.output).toContain('Stopped.');
      expect(watch.output).not.toMatch(/error|\n\s+at /i);
      expect((await readdir(site)).filter((name) => name.includes('.rnhc-tmp-'))).toEqual([]);
      // Interrupted before the swap: the output folder holds no page.
      expect(existsSync(path.join(site, 'build', 'index.html'))).toBe(false);
    });
  });

  it('its first build (a render worker started ahead, then given its work) writes what `build` writes', async () => {
    await withWatch({}, async (watch, site) => {
      await watch.ready();
      expect(await watch.stop()).toBe(0);
      const built = path.join(site, 'built');
      expect(
        (await cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', built])).code,
      ).toBe(0);
      const watched = await snapshot(path.join(site, 'build'));
      const expected = await snapshot(built);
      // One difference by design: watch mode ships all of Infima's rules (docs/styling.md), so its
      // stylesheet has another name; the theme's own rules open both.
      const stylesheet = (files: Map<string, string>) =>
        [...files.keys()].find((f) => /^assets\/theme\.\w+\.css$/.test(f));
      const [watchedCss, builtCss] = [stylesheet(watched), stylesheet(expected)] as [string, string];
      const dist = path.join(ROOT_DIR, 'dist', 'client');
      const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as { stylesheet: string };
      const themeRules = (await readFile(path.join(dist, manifest.stylesheet), 'utf8')).trimEnd();
      expect((expected.get(builtCss) as string).startsWith(themeRules)).toBe(true);
      expect((watched.get(watchedCss) as string).startsWith(themeRules)).toBe(true);
      expect(watched.get(watchedCss)).toContain('.col--offset-11');
      const rename = (text: string) => text.replaceAll(path.posix.basename(watchedCss), path.posix.basename(builtCss));
      expect([...watched.keys()].map(rename).sort()).toEqual([...expected.keys()].sort());
      for (const [file, content] of expected) {
        if (file !== builtCss) expect(rename(watched.get(file) ?? ''), file).toBe(content);
      }
    });
  });

  it('without a highlight cache, its first pages show code plain, then in colour, pushed to the tabs', async () => {
    await withWatch({}, async (watch, site) => {
      // A fresh clone: no .rnhc-cache, so shiki is not ready for the first pages' code.
      expect(existsSync(path.join(site, '.rnhc-cache'))).toBe(false);
      await watch.ready();
      const shown = /Highlighted the code of (\d+) pages? shown plain at first/.exec(watch.output);
      expect(shown, watch.output).not.toBeNull();
      expect(Number(shown?.[1])).toBeGreaterThan(0);
      const setup = await get(`${watch.url}docs/guides/setup`);
      expect(setup.body).toContain('class="shiki');
      expect(setup.body).not.toContain('<pre><code>');
      // The colours went into the caches; the plain renders did not.
      const cache = JSON.parse(await readFile(path.join(site, '.rnhc-cache', 'highlight.json'), 'utf8'));
      expect(Object.values(cache).some((html) => String(html).includes('<pre><code>'))).toBe(false);
    });
  });

  it('gives its address at once, serves pages while the first build runs, and keeps a save made meanwhile', async () => {
    await withWatch({}, async (watch, site) => {
      await until(
        () => /Serving at (http:\/\/\S+) \(building/.test(watch.output),
        60_000,
        () => watch.output,
      );
      const early = /Serving at (http:\/\/\S+) /.exec(watch.output)?.[1] ?? '';
      const file = path.join(site, 'docs/02-guides/02-usage.md');
      await writeFile(file, `${await readFile(file, 'utf8')}\nSaved during the first build.\n`);
      // Asked for while the first build runs: the request waits for its page instead of a 404.
      const page = await get(`${early}docs/guides/setup`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<h1');
      await watch.ready();
      await eventually(async () =>
        expect((await get(`${watch.url}docs/guides/usage`)).body).toContain('Saved during the first build.'),
      );
    });
  });
});
