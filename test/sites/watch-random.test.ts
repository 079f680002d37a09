/**
 * Watch output equals a fresh build (issue #24): random sequences of edits (create, edit,
 * rename, delete docs and pages, blog posts (the first one makes the blog), translation files of
 * the default locale, category labels, config; failures and their fixes in between),
 * then the served folder is compared with a fresh build of the same files, file by file.
 *
 * RNHC_RANDOM_SEQUENCES sets how many sequences run (default 6; the long run uses hundreds);
 * RNHC_RANDOM_SEED replays one run (every failure names its seed and the operations).
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevSession, startDevSession } from '../../src/dev/dev-session.ts';
import { createLogger } from '../../src/util/logger.ts';
import { cli, makeSite, snapshot } from './helpers.ts';

const SEQUENCES = Number(process.env.RNHC_RANDOM_SEQUENCES) || 6;
const SEED = Number(process.env.RNHC_RANDOM_SEED) || Date.now() % 100_000;
/** Where a long run records how far it got (each sequence's seed position and operations). */
const PROGRESS = process.env.RNHC_RANDOM_PROGRESS;

/** A small seeded generator (mulberry32): a failing run is replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const WORDS = ['wombat', 'quokka', 'heron', 'kestrel', 'marten', 'ibis', 'lynx', 'otter'];
const FOLDERS = ['docs', 'docs/02-guides', 'docs/reference'];

describe('serve --watch: random edits, then the served folder equals a fresh build', () => {
  let site: string;
  let session: DevSession;
  let log = '';
  const sink = {
    write: (text: string) => {
      log += text;
    },
  };

  beforeAll(async () => {
    site = await makeSite('basic-site');
    session = await startDevSession({
      configFile: path.join(site, 'rnhc-docs.config.yaml'),
      outDir: path.join(site, 'build'),
      host: '127.0.0.1',
      port: 0,
      logger: createLogger({ out: sink, err: sink }),
    });
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  /** Waits until the watcher has reported the writes and the session has handled them. */
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await session.idle();
    }
  };

  it(
    `${SEQUENCES} sequences (seed ${SEED})`,
    async () => {
      const rng = random(SEED);
      const docs = path.join(site, 'docs');
      const page = path.join(site, 'pages/markdown-page.md');
      const config = path.join(site, 'rnhc-docs.config.yaml');
      const category = path.join(docs, '02-guides/_category_.json');
      /** Docs this test created (they may be renamed or deleted). */
      const created: string[] = [];
      const blog = path.join(site, 'blog');
      /** Blog posts this test created (the fixture has no blog until the first). */
      const posts: string[] = [];
      const i18n = path.join(site, 'i18n/en');
      /** Files broken on purpose, waiting for their fix: not renamed or deleted meanwhile. */
      const broken = new Set<string>();
      const movable = () => created.filter((file) => !broken.has(file) && existsSync(file));
      let counter = 0;

      const existingDocs = async () =>
        (await readdir(docs, { recursive: true }))
          .map(String)
          .filter((f) => f.endsWith('.md'))
          .map((f) => path.join(docs, f));
      const word = () => rng.pick(WORDS);

      /** Each operation edits the files and says what it did; a failure pushes its fix. */
      const operations: Array<(fixes: Array<() => Promise<string>>) => Promise<string>> = [
        async () => {
          const file = rng.pick(await existingDocs());
          await writeFile(file, `${await readFile(file, 'utf8')}\nA ${word()} ${counter++} was here.\n`);
          return `edit body of ${path.relative(site, file)}`;
        },
        async () => {
          const file = rng.pick(await existingDocs());
          const text = await readFile(file, 'utf8');
          await writeFile(
            file,
            text.replace(/^# (.*)$/m, (_, title: string) => `# ${title.split(' ')[0]} ${word()}`),
          );
          return `retitle ${path.relative(site, file)}`;
        },
        async () => {
          const file = path.join(site, rng.pick(FOLDERS), `made-${counter++}.md`);
          await writeFile(file, `# Made ${word()}\n\nSee the [introduction](/docs/intro).\n`);
          created.push(file);
          return `create ${path.relative(site, file)}`;
        },
        async () => {
          const from = movable().length > 0 ? rng.pick(movable()) : undefined;
          if (!from) return 'rename (nothing to rename)';
          const to = path.join(site, rng.pick(FOLDERS), `moved-${counter++}.md`);
          await rename(from, to);
          created[created.indexOf(from)] = to;
          return `rename ${path.relative(site, from)} to ${path.relative(site, to)}`;
        },
        async () => {
          const file = movable().length > 0 ? rng.pick(movable()) : undefined;
          if (!file) return 'delete (nothing to delete)';
          await unlink(file);
          created.splice(created.indexOf(file), 1);
          return `delete ${path.relative(site, file)}`;
        },
        async () => {
          const title = rng.chance(0.5) ? `---\ntitle: Page ${word()}\n---\n\n` : '';
          await writeFile(page, `${title}# A markdown page\n\nPlain page about the ${word()}. Go [home](/).\n`);
          return `edit the markdown page${title ? ' and its title' : ''}`;
        },
        async () => {
          // An Infima class no page may have used yet: the served stylesheet must gain its rule.
          const file = rng.pick(await existingDocs());
          const kind = rng.pick(['primary', 'secondary', 'success', 'warning']);
          await writeFile(file, `${await readFile(file, 'utf8')}\n<span class="badge badge--${kind}">new</span>\n`);
          return `badge--${kind} in ${path.relative(site, file)}`;
        },
        async () => {
          const text = await readFile(category, 'utf8');
          await writeFile(category, text.replace(/"label": "[^"]*"/, `"label": "Guides ${word()}"`));
          return 'relabel the guides category';
        },
        async () => {
          const month = String(1 + rng.int(12)).padStart(2, '0');
          const file = path.join(blog, `2026-${month}-0${1 + rng.int(9)}-post-${counter++}.md`);
          await mkdir(blog, { recursive: true });
          const tags = rng.chance(0.5) ? `tags: [${word()}]\n` : '';
          await writeFile(file, `---\ntitle: Post ${word()}\n${tags}---\n\nAbout the ${word()}.\n`);
          posts.push(file);
          return `create post ${path.relative(site, file)}`;
        },
        async () => {
          const file = posts.length > 0 ? rng.pick(posts) : undefined;
          if (!file) return 'edit a post (none yet)';
          await writeFile(file, `${await readFile(file, 'utf8')}\nThe ${word()} ${counter++} came by.\n`);
          return `edit post ${path.relative(site, file)}`;
        },
        async () => {
          const file = posts.length > 0 ? rng.pick(posts) : undefined;
          if (!file) return 'delete a post (none yet)';
          await unlink(file);
          posts.splice(posts.indexOf(file), 1);
          return `delete post ${path.relative(site, file)}`;
        },
        async () => {
          // The default locale's translation files apply too (as in Docusaurus): theme strings, navbar.
          await mkdir(path.join(i18n, 'docusaurus-theme-classic'), { recursive: true });
          if (rng.chance(0.5)) {
            await writeFile(
              path.join(i18n, 'code.json'),
              `${JSON.stringify({ 'theme.docs.paginator.next': { message: `Onward ${word()}` } }, null, 2)}\n`,
            );
            return 'translate a theme string (i18n/en/code.json)';
          }
          await writeFile(
            path.join(i18n, 'docusaurus-theme-classic/navbar.json'),
            `${JSON.stringify({ title: { message: `Fixture ${word()}` } }, null, 2)}\n`,
          );
          return 'translate the navbar title (i18n/en/docusaurus-theme-classic/navbar.json)';
        },
        async () => {
          const text = await readFile(config, 'utf8');
          await writeFile(config, text.replace(/title: Fixture.*$/m, `title: Fixture ${word()}`));
          return 'retitle the navbar in the config';
        },
        async (fixes) => {
          // One break at a time per file: its fix writes back the text from before it.
          const file = rng.pick((await existingDocs()).filter((f) => !broken.has(f)));
          const good = await readFile(file, 'utf8');
          await writeFile(file, `---\nsidebar_position: [1\n---\n${good}`);
          broken.add(file);
          fixes.push(async () => {
            broken.delete(file);
            await writeFile(file, good);
            return `fix front matter of ${path.relative(site, file)}`;
          });
          return `break front matter of ${path.relative(site, file)}`;
        },
        async (fixes) => {
          // One break at a time per file: its fix writes back the text from before it.
          const file = rng.pick((await existingDocs()).filter((f) => !broken.has(f)));
          const good = await readFile(file, 'utf8');
          await writeFile(file, `${good}\nA [dead link](/docs/no-such-${counter++}).\n`);
          broken.add(file);
          fixes.push(async () => {
            broken.delete(file);
            await writeFile(file, good);
            return `fix the link of ${path.relative(site, file)}`;
          });
          return `break a link in ${path.relative(site, file)}`;
        },
      ];

      for (let sequence = 0; sequence < SEQUENCES; sequence++) {
        const done: string[] = [];
        const fixes: Array<() => Promise<string>> = [];
        const length = 1 + rng.int(4);
        for (let step = 0; step < length; step++) {
          const operation = rng.pick(operations);
          done.push(await operation(fixes));
          // Sometimes a burst (no wait), sometimes one change at a time.
          if (rng.chance(0.6)) await settle();
          // A fix may come at once or at the end of the sequence.
          if (fixes.length > 0 && rng.chance(0.4)) done.push(await (fixes.shift() as () => Promise<string>)());
        }
        // A renamed or deleted file a pending fix would write back must not be recreated.
        while (fixes.length > 0) done.push(await (fixes.shift() as () => Promise<string>)());
        await settle();

        const fresh = path.join(site, `fresh-${sequence}`);
        const built = await cli(['build', '--config', config, '--out-dir', fresh, '--no-cache']);
        const where = `seed ${SEED}, sequence ${sequence}: ${done.join('; ')}\n${built.stderr}\n${log.slice(-3000)}`;
        expect(built.code, where).toBe(0);
        const served = await snapshot(path.join(site, 'build'));
        const expected = await snapshot(fresh);
        expect([...served.keys()].sort(), where).toEqual([...expected.keys()].sort());
        for (const [file, content] of expected) expect(served.get(file), `${file}\n${where}`).toBe(content);
        await rm(fresh, { recursive: true, force: true });
        if (PROGRESS) await appendFile(PROGRESS, `sequence ${sequence} ok: ${done.join('; ')}\n`);
      }
    },
    Math.max(1_200_000, SEQUENCES * 60_000),
  );
});
