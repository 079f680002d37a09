#!/usr/bin/env node
// The probe of issue 11, re-runnable: every case of the issue's text run against a checkout's
// compiled CLI (`<checkout>/bin/rnhc-docs.js`, after `npm run compile` there), in a child process
// on a fresh copy of test/fixtures/basic-site, with a fake HOME. Prints one row per case: exit
// code, whether a stack trace or "Unexpected internal error" was printed, whether the message
// names the file (and line), and whether the outcome is right (files intact, no leftovers, the
// expected message or output).
//
//   node scripts/probe-hardening.mjs [checkout] [--only <regexp>] [--markdown]
//
// `checkout` defaults to this repository. Cases that would delete real files on a checkout
// without the path guard (`clear --out-dir /`) run only when the checkout has the guard
// (src/util/path-guard.ts); otherwise they are reported as not run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const only = flag('--only');
const markdown = args.includes('--markdown');
const checkout = path.resolve(args.find((a) => !a.startsWith('--')) ?? here);
const bin = path.join(checkout, 'bin', 'rnhc-docs.js');
if (!existsSync(path.join(checkout, 'dist', 'node', 'cli.js'))) {
  process.stderr.write(`No compiled CLI in ${checkout}: run \`npm run compile\` there first.\n`);
  process.exit(2);
}
const hasGuard = existsSync(path.join(checkout, 'src', 'util', 'path-guard.ts'));
const fixture = path.join(here, 'test', 'fixtures', 'basic-site');
const USAGE = 'docs/02-guides/02-usage.md';
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

// ---------------------------------------------------------------------------------------------
// Running the CLI

/** Runs the CLI in a child process; kills it after `timeout` ms. */
function run(argv, { cwd, env = {}, timeout = 120_000, uid } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [bin, ...argv], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeout);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}

/** A long-running CLI (serve): resolves once `ready` matches its output, or it exits. */
function startServer(argv, { cwd, env = {}, ready = /serving at (http:\/\/\S+)|Serving .* at (http:\/\/\S+)/i } = {}) {
  const child = spawn(process.execPath, [bin, ...argv], {
    cwd,
    env: { ...process.env, RNHC_WATCH_QUIET_MS: '60', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { child, output: '', url: '', exit: undefined };
  child.stdout.on('data', (d) => {
    state.output += d;
  });
  child.stderr.on('data', (d) => {
    state.output += d;
  });
  child.on('exit', (code, signal) => {
    state.exit = { code, signal };
  });
  state.ready = until(() => {
    const m = ready.exec(state.output);
    if (m) state.url = m[1] ?? m[2];
    return Boolean(m) || state.exit !== undefined;
  }, 90_000).then(() => state);
  state.stop = async () => {
    if (state.exit === undefined) {
      child.kill('SIGTERM');
      await until(() => state.exit !== undefined, 5_000).catch(() => child.kill('SIGKILL'));
    }
  };
  return state;
}

async function until(test, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await test()) return;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls `test` until it is true; false after `timeout`. */
const eventually = (test, timeout = 20_000) =>
  until(async () => {
    try {
      return await test();
    } catch {
      return false;
    }
  }, timeout).then(
    () => true,
    () => false,
  );

function get(url, { headers = {}, method = 'GET' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers, method }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('request timed out')));
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Sites

/** A fresh copy of basic-site at <tmp>/work/site (so the folder above the site is ours too). */
async function makeSite(changes = {}) {
  const root = await mkdtemp(path.join(tmpdir(), 'rnhc-probe-'));
  const home = path.join(root, 'home');
  const site = path.join(root, 'work', 'site');
  await mkdir(home, { recursive: true });
  await writeFile(path.join(home, 'notes.txt'), 'mine');
  await cp(fixture, site, { recursive: true });
  for (const [file, content] of Object.entries(changes)) {
    const full = path.join(site, file);
    if (content === null) await rm(full, { force: true });
    else {
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    }
  }
  return { root, home, site, config: path.join(site, 'rnhc-docs.config.yaml'), out: path.join(site, 'build') };
}

/** Every file (and symlink) under a folder, with its content, to compare before and after. */
async function snapshot(dir) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) files.set(path.relative(dir, full), 'symlink');
    else if (entry.isFile()) files.set(path.relative(dir, full), await readFile(full, 'latin1'));
  }
  return files;
}
const sameFiles = (a, b) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** `<out>.rnhc-tmp-*` / `.rnhc-old-*` beside any folder of the site (and the site itself). */
async function leftovers(site) {
  const found = [];
  for (const dir of [path.dirname(site), site, path.join(site, 'docs')]) {
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir)) if (/\.rnhc-(tmp|old)-/.test(name)) found.push(path.join(dir, name));
  }
  return found;
}

const config = (extra = '', head = '') =>
  `${head}title: Fixture Docs\nurl: https://example.com\nbaseUrl: /fixture/\ndocs:\n  path: docs\npages:\n  path: pages\nstaticDirectories: [static]\n${extra}`;
const navbar = (item) => config(`themeConfig:\n  navbar:\n    items:\n${item}`);
const aliasBomb = [
  'a: &a [x, x, x, x, x, x, x, x, x, x]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
].join('\n');

// ---------------------------------------------------------------------------------------------
// Cases. Each: item, name, and `probe(ctx)` returning { result, code (expected), names (regexp
// the output must match: the file and line), ok (boolean), note }.

const cases = [];
const add = (item, name, probe, options = {}) => cases.push({ item, name, probe, ...options });

const build = (s, extra = [], options = {}) =>
  run(['build', '--config', s.config, '--out-dir', s.out, ...extra], { env: { HOME: s.home }, ...options });
const outputOf = (r) => `${r.stdout}\n${r.stderr}`;

/** A build or clear on a protected folder: refused (exit 2), nothing of the site or home touched. */
function guardCase(name, command, target, prepare) {
  add(
    1,
    `${command} --out-dir ${name}`,
    async (s) => {
      await symlink(path.join(s.site, 'docs'), path.join(s.site, 'docs-link'));
      if (prepare) await prepare(s);
      const before = await snapshot(path.dirname(s.site));
      const home = await snapshot(s.home);
      const result = await run([command, '--config', s.config, '--out-dir', target(s)], { env: { HOME: s.home } });
      const intact = sameFiles(before, await snapshot(path.dirname(s.site))) && sameFiles(home, await snapshot(s.home));
      const stray = await leftovers(s.site);
      return {
        result,
        code: 2,
        names: /Refusing to/,
        ok: intact && stray.length === 0 && existsSync(path.join(s.site, 'docs', 'intro.md')),
        note: intact ? (stray.length ? `left ${stray.map((f) => path.basename(f)).join(', ')}` : '') : 'FILES CHANGED',
      };
    },
    { destructive: target === rootDir },
  );
}
const rootDir = () => path.parse(tmpdir()).root;

guardCase('site/docs', 'clear', (s) => path.join(s.site, 'docs'));
guardCase('site/docs', 'build', (s) => path.join(s.site, 'docs'));
guardCase('site/docs/api', 'build', (s) => path.join(s.site, 'docs', 'api'));
guardCase('site/docs/reference (existing)', 'build', (s) => path.join(s.site, 'docs', 'reference'));
guardCase('rnhc-docs.config.yaml', 'build', (s) => s.config);
guardCase('rnhc-docs.config.yaml', 'clear', (s) => s.config);
guardCase('a symlink to docs', 'build', (s) => path.join(s.site, 'docs-link'));
guardCase('a symlink to docs', 'clear', (s) => path.join(s.site, 'docs-link'));
guardCase('site/static', 'clear', (s) => path.join(s.site, 'static'));
guardCase('site/pages', 'build', (s) => path.join(s.site, 'pages'));
guardCase(
  'site/blog',
  'clear',
  (s) => path.join(s.site, 'blog'),
  (s) =>
    mkdir(path.join(s.site, 'blog')).then(() => writeFile(path.join(s.site, 'blog', '2026-01-01-post.md'), '# Post\n')),
);
guardCase('the site folder', 'clear', (s) => s.site);
guardCase('the folder above the site', 'clear', (s) => path.dirname(s.site));
guardCase('the folder above the site', 'build', (s) => path.dirname(s.site));
guardCase('the home folder', 'clear', (s) => s.home);
guardCase('/', 'build', rootDir);
guardCase('/', 'clear', rootDir);
add(1, 'build --out-dir a non-empty folder not written by rnhc-docs', async (s) => {
  const dir = path.join(s.site, 'mine');
  await mkdir(dir);
  await writeFile(path.join(dir, 'thesis.tex'), 'years of work');
  const result = await run(['build', '--config', s.config, '--out-dir', dir], { env: { HOME: s.home } });
  const kept = existsSync(path.join(dir, 'thesis.tex'));
  return {
    result,
    code: 2,
    names: /not empty and was not written by rnhc-docs/,
    ok: kept,
    note: kept ? '' : 'thesis.tex deleted',
  };
});

// Item 2
add(2, 'onBrokenMarkdownLinks: throw is named', async (s) => {
  await writeFile(s.config, config('onBrokenMarkdownLinks: throw\n'));
  await writeFile(path.join(s.site, USAGE), '# Usage\n\nSee [gone](./gone.md).\n');
  const result = await build(s);
  return { result, code: 1, names: /02-usage\.md:3/, ok: /onBrokenMarkdownLinks: throw/.test(result.stderr) };
});
add(2, 'a JS config (docusaurus.config.js) is read, not a YAML syntax error', async (s) => {
  const js = path.join(s.site, 'docusaurus.config.js');
  await writeFile(
    js,
    `module.exports = {\n  title: 'JS Docs',\n  url: 'https://example.com',\n  baseUrl: '/fixture/',\n  presets: [['classic', { docs: { path: 'docs' }, blog: false, pages: { path: 'pages' } }]],\n};\n`,
  );
  const result = await run(['build', '--config', js, '--out-dir', s.out], { env: { HOME: s.home } });
  return {
    result,
    code: 0,
    ok:
      !/YAML|Nested mappings|Implicit keys/i.test(result.stderr) && existsSync(path.join(s.out, 'docs', 'intro.html')),
  };
});

// Item 3
add(3, '[x](nonexistent.md) is a broken-markdown-link warning and a checked href', async (s) => {
  await writeFile(path.join(s.site, USAGE), '# Usage\n\nSee [x](nonexistent.md).\n');
  const result = await build(s);
  const out = outputOf(result);
  return {
    result,
    code: 1,
    names: /02-usage\.md:3/,
    ok: /Broken markdown link/i.test(out) && /[Bb]roken link/.test(out.replace(/Broken markdown link/gi, '')),
  };
});

// Item 4: the static server
add(4, 'serve: Range 206/416, MIME types, 405 with Allow', async (s) => {
  await mkdir(path.join(s.site, 'static', 'media'), { recursive: true });
  await writeFile(path.join(s.site, 'static', 'media', 'clip.mp4'), Buffer.alloc(4096, 7));
  await writeFile(path.join(s.site, 'static', 'media', 'doc.pdf'), '%PDF-1.4');
  await writeFile(path.join(s.site, 'static', 'media', 'app.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(path.join(s.site, 'static', 'media', 'site.webmanifest'), '{}');
  const server = startServer(['serve', '--config', s.config, '--out-dir', s.out, '--port', '0'], {
    env: { HOME: s.home },
  });
  await server.ready;
  const problems = [];
  try {
    const base = server.url.endsWith('/') ? server.url : `${server.url}/`;
    const range = await get(`${base}media/clip.mp4`, { headers: { Range: 'bytes=0-99' } });
    if (range.status !== 206 || range.body.length !== 100) problems.push(`range ${range.status}`);
    const bad = await get(`${base}media/clip.mp4`, { headers: { Range: 'bytes=99999-' } });
    if (bad.status !== 416) problems.push(`416? ${bad.status}`);
    for (const [file, type] of [
      ['doc.pdf', 'application/pdf'],
      ['clip.mp4', 'video/mp4'],
      ['app.wasm', 'application/wasm'],
      ['site.webmanifest', 'application/manifest+json'],
    ]) {
      const r = await get(`${base}media/${file}`);
      if (!String(r.headers['content-type']).startsWith(type)) problems.push(`${file}: ${r.headers['content-type']}`);
    }
    const post = await get(`${base}docs/intro`, { method: 'POST' });
    if (post.status !== 405 || !post.headers.allow) problems.push(`POST ${post.status} allow=${post.headers.allow}`);
  } catch (error) {
    problems.push(String(error));
  } finally {
    await server.stop();
  }
  return {
    result: { code: server.url ? 0 : server.exit?.code, stdout: server.output, stderr: '' },
    code: 0,
    ok: problems.length === 0,
    note: problems.join('; '),
  };
});

// Item 5: crashes
const contentError = (item, name, body, line, { timeout = 120_000 } = {}) =>
  add(item, name, async (s) => {
    await writeFile(path.join(s.site, USAGE), body);
    const result = await build(s, [], { timeout });
    const stray = await leftovers(s.site);
    return {
      result,
      code: 1,
      names: new RegExp(`02-usage\\.md:${line}`),
      ok: stray.length === 0 && !existsSync(s.out),
      note: stray.length ? `left ${stray.map((f) => path.basename(f)).join(', ')}` : '',
    };
  });
add(5, 'ts {1-1000000000} builds, lines highlighted', async (s) => {
  await writeFile(path.join(s.site, USAGE), '# Usage\n\n```ts {1-1000000000}\nconst a = 1;\n```\n');
  const result = await build(s, [], { timeout: 90_000 });
  const html = existsSync(path.join(s.out, 'docs/guides/usage.html'))
    ? readFileSync(path.join(s.out, 'docs/guides/usage.html'), 'utf8')
    : '';
  const stray = await leftovers(s.site);
  return {
    result,
    code: 0,
    ok: html.includes('highlighted') && stray.length === 0,
    note: stray.length ? `left ${stray.map((f) => path.basename(f)).join(', ')}` : '',
  };
});
const table = () => {
  const rows = ['| a | b | c |', '|---|---|---|'];
  let size = 0;
  for (let i = 0; size < 2 * 1024 * 1024; i++) {
    const row = `| cell ${i} | some text in the row ${i} | ${i * 7} |`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join('\n');
};
contentError(5, '2 MB table', `# Usage\n\n${table()}\n`, 3, { timeout: 120_000 });
contentError(5, '3,000 nested `- `', `# Usage\n\n${'- '.repeat(3000)}x\n`, 3);
contentError(5, '3,000 nested `1. `', `# Usage\n\n${'1. '.repeat(3000)}x\n`, 3);
contentError(5, '10,000 `>`', `# Usage\n\n${'>'.repeat(10000)} x\n`, 3);
contentError(5, '5,000 nested <div>', `# Usage\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`, 3);
contentError(5, '20,000 `*` around a word', `# Usage\n\n${'*'.repeat(20000)}word${'*'.repeat(20000)}\n`, 3, {
  timeout: 90_000,
});
/** A case run against `serve --watch`, once its first build is in; `body` gives the outcome. */
const watchCase = (item, name, body) =>
  add(item, name, async (s) => {
    const server = startServer(['serve', '--watch', '--config', s.config, '--out-dir', s.out, '--port', '0'], {
      env: { HOME: s.home },
    });
    await server.ready;
    let outcome;
    try {
      if (!server.url) outcome = { ok: false, note: 'did not start' };
      else {
        // Edits start after the first build is in (the server answers at once, while it builds).
        await eventually(async () => (await get(`${server.url}docs/intro`)).status === 200, 60_000);
        await new Promise((r) => setTimeout(r, 500));
        outcome = await body(s, server);
      }
    } finally {
      await server.stop();
    }
    return {
      result: {
        code: server.exit && server.exit.signal !== 'SIGTERM' ? server.exit.code : 0,
        stdout: server.output,
        stderr: server.output,
      },
      code: 0,
      ...outcome,
    };
  });
watchCase(5, 'serve --watch survives {1-1000000000} and deep nesting', async (s, server) => {
  const problems = [];
  const file = path.join(s.site, USAGE);
  const good = await readFile(file, 'utf8');
  for (const bad of [`${good}\n\`\`\`ts {1-1000000000}\nconst a = 1;\n\`\`\`\n`, `${good}\n${'- '.repeat(3000)}x\n`]) {
    await writeFile(file, bad);
    await new Promise((r) => setTimeout(r, 4000));
    if (server.exit) {
      problems.push('server died');
      break;
    }
    const page = await get(`${server.url}docs/intro`).catch(() => ({ status: 0 }));
    if (page.status !== 200) problems.push(`intro ${page.status}`);
  }
  return { names: /02-usage\.md/, ok: problems.length === 0, note: problems.join('; ') };
});

// Item 6: security
add(6, 'announcementBar.id cannot inject a script', async (s) => {
  const payload = '</script><script>alert(document.domain)</script><!--';
  await writeFile(
    s.config,
    `${await readFile(s.config, 'utf8')}  announcementBar:\n    id: ${JSON.stringify(payload)}\n    content: Hello\n`,
  );
  const result = await build(s);
  const html = existsSync(path.join(s.out, 'index.html')) ? readFileSync(path.join(s.out, 'index.html'), 'utf8') : '';
  return { result, code: 0, ok: html !== '' && !html.includes('<script>alert(') };
});
for (const [label, href] of [
  ['javascript:', 'javascript:alert(1)'],
  ['JaVa&#x09;ScRiPt: (entity)', 'JaVa&#x09;ScRiPt:alert(1)'],
  ['&#106;avascript: (decimal entity)', '&#106;avascript:alert(1)'],
  [' javascript: in <>', '<  javascript:alert(1)>'],
]) {
  add(6, `link ${label} neutralised with a warning`, async (s) => {
    await writeFile(path.join(s.site, USAGE), `# Usage\n\nClick [me](${href}) now.\n`);
    const result = await build(s);
    const html = existsSync(path.join(s.out, 'docs/guides/usage.html'))
      ? readFileSync(path.join(s.out, 'docs/guides/usage.html'), 'utf8')
      : '';
    return {
      result,
      code: 0,
      names: /02-usage\.md:3/,
      ok: html.includes('Click me now.') && !/href="[^"]*script:/i.test(html.replace(/&#x?[0-9a-f]+;/gi, '')),
    };
  });
}
for (const kind of ['image', 'link']) {
  add(6, `${kind} to ../../../../etc/passwd is an error, not an asset`, async (s) => {
    const target = '../../../../../../../../../../etc/passwd';
    await writeFile(path.join(s.site, USAGE), `# Usage\n\nText\n\n${kind === 'image' ? '!' : ''}[x](${target})\n`);
    const result = await build(s);
    const leaked = existsSync(s.out) && [...(await snapshot(s.out)).values()].some((v) => v.includes('root:x:0:0'));
    return { result, code: 1, names: /02-usage\.md:5/, ok: !leaked, note: leaked ? '/etc/passwd published' : '' };
  });
}

add(6, 'doc, page and blog post symlinked to a file outside the site', async (s) => {
  const secret = path.join(s.root, 'secret.md');
  await writeFile(secret, '# Secret\n\nsecret-of-the-build-machine\n');
  await mkdir(path.join(s.site, 'blog'), { recursive: true });
  const links = ['docs/leak.md', 'pages/leak.md', 'blog/2026-01-01-leak.md'];
  for (const link of links) await symlink(secret, path.join(s.site, link));
  const result = await build(s);
  const leaked =
    existsSync(s.out) && [...(await snapshot(s.out)).values()].some((v) => v.includes('secret-of-the-build-machine'));
  const named = links.every((l) => result.stderr.includes(l));
  return {
    result,
    code: 0,
    names: /leak\.md/,
    ok: !leaked && named,
    note: leaked ? 'secret published' : named ? '' : 'not named',
  };
});
add(6, 'a config string with </script> in every page', async (s) => {
  await writeFile(
    s.config,
    (await readFile(s.config, 'utf8'))
      .replace('title: Fixture Docs', 'title: "</script><script>alert(1)</script>"')
      .replace('tagline: A small site for tests', 'tagline: "\u2028</script><script>alert(2)</script>"'),
  );
  const result = await build(s);
  const pages = existsSync(s.out) ? [...(await snapshot(s.out))].filter(([k]) => k.endsWith('.html')) : [];
  const bad = pages.filter(([, v]) => v.includes('<script>alert(')).map(([k]) => k);
  return { result, code: 0, ok: pages.length > 0 && bad.length === 0, note: bad.slice(0, 3).join(', ') };
});

// Item 7: route collisions
const collision = (name, changes, pattern) =>
  add(7, name, async (s) => {
    for (const [file, content] of Object.entries(changes)) {
      await mkdir(path.dirname(path.join(s.site, file)), { recursive: true });
      await writeFile(path.join(s.site, file), content);
    }
    const result = await build(s);
    return { result, code: 1, names: pattern, ok: !existsSync(s.out) };
  });
collision(
  'slug /./intro against intro',
  { [USAGE]: '---\nslug: /./intro\n---\n# Usage\n' },
  /intro\.md.*02-usage\.md|02-usage\.md.*intro\.md/,
);
collision(
  'doc slug equal to a generated category index',
  { [USAGE]: '---\nslug: /category/guides\n---\n# Usage\n' },
  /02-usage\.md.*category|category.*02-usage\.md/,
);
collision(
  'slug ../404 against the 404 page',
  { [USAGE]: '---\nslug: ../../404\n---\n# Usage\n' },
  /02-usage\.md.*404|404.*02-usage\.md/,
);
collision('pages/404.md against the 404 page', { 'pages/404.md': '# Lost\n' }, /pages\/404\.md/);
collision(
  'static docs/intro.html vs generated',
  { 'static/docs/intro.html': '<p>static</p>' },
  /static\/docs\/intro\.html/,
);
collision('static sitemap.xml vs generated', { 'static/sitemap.xml': '<urlset/>' }, /static\/sitemap\.xml/);

// Item 8: leftovers
add(8, 'SIGKILLed build: next build and clear remove its leftovers', async (s) => {
  const { generateSite } = await import(path.join(here, 'bench', 'generate-site.mjs'));
  const big = await generateSite(path.join(s.root, 'work', 'big'), 60);
  const out = path.join(s.root, 'work', 'big', 'build');
  const child = spawn(process.execPath, [bin, 'build', '--config', big, '--out-dir', out, '--no-cache'], {
    env: { ...process.env, HOME: s.home, RNHC_WORKERS: '0' },
    stdio: 'ignore',
  });
  const parent = path.dirname(out);
  const temps = async () => (await readdir(parent)).filter((n) => /^build\.rnhc-(tmp|old)-/.test(n));
  const appeared = await eventually(async () => {
    const t = (await temps()).find((n) => n.includes('tmp'));
    return t !== undefined && (await readdir(path.join(parent, t))).length > 0;
  }, 60_000);
  child.kill('SIGKILL');
  await new Promise((r) => child.on('close', r));
  const afterKill = (await temps()).length;
  const result = await run(['build', '--config', big, '--out-dir', out], { env: { HOME: s.home } });
  const afterBuild = (await temps()).length;
  child.kill('SIGKILL');
  // And clear, after a second killed build.
  return {
    result,
    code: 0,
    ok: appeared && afterKill > 0 && afterBuild === 0,
    note: `tmp after kill: ${afterKill}, after next build: ${afterBuild}`,
  };
});
add(8, 'SIGKILLed build: clear removes its leftovers', async (s) => {
  const { generateSite } = await import(path.join(here, 'bench', 'generate-site.mjs'));
  const big = await generateSite(path.join(s.root, 'work', 'big'), 60);
  const out = path.join(s.root, 'work', 'big', 'build');
  const child = spawn(process.execPath, [bin, 'build', '--config', big, '--out-dir', out, '--no-cache'], {
    env: { ...process.env, HOME: s.home, RNHC_WORKERS: '0' },
    stdio: 'ignore',
  });
  const parent = path.dirname(out);
  const temps = async () => (await readdir(parent)).filter((n) => /^build\.rnhc-(tmp|old)-/.test(n));
  await eventually(async () => {
    const t = (await temps()).find((n) => n.includes('tmp'));
    return t !== undefined && (await readdir(path.join(parent, t))).length > 0;
  }, 60_000);
  child.kill('SIGKILL');
  await new Promise((r) => child.on('close', r));
  const afterKill = (await temps()).length;
  const result = await run(['clear', '--config', big, '--out-dir', out], { env: { HOME: s.home } });
  const afterClear = (await temps()).length;
  return {
    result,
    code: 0,
    ok: afterKill > 0 && afterClear === 0,
    note: `tmp after kill: ${afterKill}, after clear: ${afterClear}`,
  };
});
add(8, 'read-only old output: failure is not reported after a swap', async (s) => {
  if (!asRoot) return { skip: 'needs root (runs the CLI as nobody)' };
  const first = await build(s);
  if (first.code !== 0) return { result: first, code: 0, ok: false, note: 'first build failed' };
  const locked = path.join(s.out, 'locked');
  await mkdir(locked);
  await writeFile(path.join(locked, 'file.txt'), 'x');
  await giveToNobody(s.root);
  await chown(locked, 0, 0);
  await chown(path.join(locked, 'file.txt'), 0, 0);
  const result = await run(['build', '--config', s.config, '--out-dir', s.out], { env: { HOME: s.home }, uid: NOBODY });
  const swapped = existsSync(path.join(s.out, 'index.html')) && !existsSync(locked);
  // All or nothing: either it failed and the old output is whole, or it succeeded with the new one.
  const consistent = result.code === 0 ? swapped : existsSync(locked) && !swapped;
  return { result, code: 0, ok: consistent && result.code === 0, note: swapped ? 'swapped' : 'not swapped' };
});

async function giveToNobody(target) {
  await chown(target, NOBODY, NOBODY);
  for (const entry of await readdir(target, { withFileTypes: true, recursive: true }))
    await chown(path.join(entry.parentPath, entry.name), NOBODY, NOBODY).catch(() => {});
}

// Item 9: watch mode
watchCase(9, 'watch: docs folder deleted and restored, edits still arrive', async (s, server) => {
  const docs = path.join(s.site, 'docs');
  const away = path.join(s.site, 'docs-away');
  await cp(docs, away, { recursive: true });
  await rm(docs, { recursive: true });
  await new Promise((r) => setTimeout(r, 1500));
  await cp(away, docs, { recursive: true });
  await new Promise((r) => setTimeout(r, 1500));
  const intro = path.join(docs, 'intro.md');
  await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'Welcome after the checkout.'));
  const ok = await eventually(async () =>
    (await get(`${server.url}docs/intro`)).body.includes('Welcome after the checkout.'),
  );
  return { ok };
});
watchCase(9, 'watch: baseUrl change says restart needed, old paths keep CSS', async (s, server) => {
  await writeFile(s.config, (await readFile(s.config, 'utf8')).replace('baseUrl: /fixture/', 'baseUrl: /moved/'));
  const said = await eventually(() => /restart/i.test(server.output), 15_000);
  const page = await get(`${server.url}docs/intro`).catch(() => ({ status: 0, body: '' }));
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
  const cssOk = css ? (await get(new URL(css, server.url).href)).status === 200 : false;
  return { names: /restart/i, ok: said && page.status === 200 && cssOk, note: said ? '' : 'no restart message' };
});
watchCase(9, 'watch: search index updated by an edit', async (s, server) => {
  const file = path.join(s.site, USAGE);
  await writeFile(file, `${await readFile(file, 'utf8')}\nThe quokkasearchable marsupial.\n`);
  const ok = await eventually(async () =>
    (await get(`${server.url}search-index.json`)).body.includes('quokkasearchable'),
  );
  return { ok };
});
add(9, 'symlinked static file: build publishes it like watch does', async (s) => {
  await writeFile(path.join(s.site, 'shared.txt'), 'linked in');
  await symlink(path.join(s.site, 'shared.txt'), path.join(s.site, 'static', 'linked.txt'));
  const result = await build(s);
  const built = existsSync(path.join(s.out, 'linked.txt'));
  const server = startServer(
    ['serve', '--watch', '--config', s.config, '--out-dir', path.join(s.site, 'w'), '--port', '0'],
    {
      env: { HOME: s.home },
    },
  );
  await server.ready;
  let served = false;
  try {
    // Once the first build is in (the server answers at once, while it builds).
    await eventually(async () => (await get(`${server.url}docs/intro`)).status === 200, 60_000);
    served = server.url ? (await get(`${server.url}linked.txt`)).status === 200 : false;
  } finally {
    await server.stop();
  }
  return { result, code: 0, ok: built && served, note: `build: ${built}, watch: ${served}` };
});
watchCase(9, 'watch: output equals a fresh build after edits', async (s, server) => {
  const docs = path.join(s.site, 'docs');
  const usage = path.join(docs, USAGE.slice(5));
  const pause = () => new Promise((r) => setTimeout(r, 1200));
  await writeFile(usage, `${await readFile(usage, 'utf8')}\nAn edited body.\n`);
  await pause();
  await writeFile(path.join(docs, '02-guides/03-extra.md'), '# Extra\n\nAn added doc.\n');
  await pause();
  await writeFile(path.join(docs, 'reference/gone.md'), '# Gone\n');
  await pause();
  await rm(path.join(docs, 'reference/gone.md'));
  await pause();
  await writeFile(usage, `${await readFile(usage, 'utf8')}\nThe last word: wombatfinal.\n`);
  await eventually(async () => (await get(`${server.url}search-index.json`)).body.includes('wombatfinal'));
  await pause();
  const fresh = path.join(s.site, 'fresh');
  await run(['build', '--config', s.config, '--out-dir', fresh], { env: { HOME: s.home } });
  const a = await snapshot(s.out);
  const b = await snapshot(fresh);
  const differ = [...new Set([...a.keys(), ...b.keys()])].filter(
    (k) => a.get(k) !== b.get(k) && !k.startsWith('.rnhc'),
  );
  return {
    ok: differ.length === 0,
    note: differ.length ? `${differ.length} files differ, e.g. ${differ.slice(0, 3).join(', ')}` : '',
  };
});

// Item 10
for (const type of ['__proto__', 'constructor', 'toString']) {
  add(10, `navbar type: ${type}`, async (s) => {
    await writeFile(s.config, navbar(`      - type: ${type}\n        label: X\n`));
    return { result: await build(s), code: 2, names: /rnhc-docs\.config\.yaml:12/, ok: true };
  });
}
add(10, 'docSidebar sidebarId: __proto__', async (s) => {
  await writeFile(s.config, navbar('      - type: docSidebar\n        label: X\n        sidebarId: __proto__\n'));
  return { result: await build(s), code: 2, names: /rnhc-docs\.config\.yaml:14/, ok: true };
});
add(10, 'YAML alias bomb in config', async (s) => {
  await writeFile(s.config, config('', `${aliasBomb}\n`));
  return { result: await build(s, [], { timeout: 60_000 }), code: 2, names: /rnhc-docs\.config\.yaml:\d/, ok: true };
});
add(10, 'YAML alias bomb in front matter', async (s) => {
  await writeFile(path.join(s.site, 'docs/intro.md'), `---\n${aliasBomb}\n---\n\n# Intro\n`);
  return { result: await build(s, [], { timeout: 60_000 }), code: 1, names: /docs\/intro\.md:\d/, ok: true };
});
for (const [key, from, to] of [
  ['docs.path', 'path: docs', 'path: docs/intro.md'],
  ['pages.path', 'path: pages', 'path: pages/index.tsx'],
  ['staticDirectories', '[static]', '[static/img/icon.svg]'],
]) {
  add(10, `${key} names a file`, async (s) => {
    await writeFile(s.config, config('').replace(from, to));
    return { result: await build(s), code: 2, names: /rnhc-docs\.config\.yaml:\d/, ok: true };
  });
}
add(10, 'missing sidebarPath file', async (s) => {
  await writeFile(s.config, config('').replace('  path: docs\n', '  path: docs\n  sidebarPath: nope.yaml\n'));
  return { result: await build(s), code: 2, names: /rnhc-docs\.config\.yaml:6/, ok: true };
});
add(10, 'read-only output parent', async (s) => {
  const parent = path.join(s.site, 'locked-parent');
  await mkdir(parent);
  let result;
  if (asRoot) {
    await giveToNobody(s.root);
    await chown(parent, 0, 0);
    result = await run(['build', '--config', s.config, '--out-dir', path.join(parent, 'build')], {
      env: { HOME: s.home },
      uid: NOBODY,
    });
  } else {
    await chmod(parent, 0o555);
    result = await run(['build', '--config', s.config, '--out-dir', path.join(parent, 'build')], {
      env: { HOME: s.home },
    });
    await chmod(parent, 0o755);
  }
  return { result, code: 1, names: /locked-parent/, ok: (await readdir(parent)).length === 0 };
});
add(10, 'serve --no-build without an output folder', async (s) => {
  const result = await run(
    ['serve', '--config', s.config, '--out-dir', path.join(s.site, 'none'), '--no-build', '-p', '0'],
    {
      env: { HOME: s.home },
      timeout: 20_000,
    },
  );
  return { result, code: 2, names: /none/, ok: !result.timedOut };
});
add(10, 'serve --host that does not resolve', async (s) => {
  await mkdir(s.out);
  await writeFile(path.join(s.out, 'index.html'), 'x');
  const result = await run(
    ['serve', '--config', s.config, '--out-dir', s.out, '--no-build', '-p', '0', '--host', 'no-such-host.invalid'],
    { env: { HOME: s.home }, timeout: 30_000 },
  );
  return { result, code: 2, names: /no-such-host\.invalid/, ok: !result.timedOut };
});
add(10, '.tsx page throwing at import', async (s) => {
  await writeFile(
    path.join(s.site, 'pages/index.tsx'),
    'throw new Error("boom at import");\nexport default function P() {\n  return null;\n}\n',
  );
  const result = await build(s);
  return { result, code: 1, names: /pages\/index\.tsx/, ok: /boom at import/.test(result.stderr) };
});
add(10, 'slug escaping the output folder names the doc', async (s) => {
  await writeFile(path.join(s.site, 'docs/escape.md'), '---\ntitle: Out\nslug: ../../../../escape\n---\n\n# Out\n');
  const result = await build(s);
  return { result, code: 1, names: /docs\/escape\.md:3/, ok: !existsSync(path.join(s.root, 'escape.html')) };
});
add(10, 'blog post slug escaping the output folder names the post', async (s) => {
  await mkdir(path.join(s.site, 'blog'), { recursive: true });
  await writeFile(
    path.join(s.site, 'blog/2026-01-01-out.md'),
    '---\ntitle: Out\nslug: ../../../../escape\n---\n\nText\n',
  );
  const result = await build(s);
  return { result, code: 1, names: /blog\/2026-01-01-out\.md:3/, ok: !existsSync(path.join(s.root, 'escape.html')) };
});
add(10, 'a locale ../../evil is a config error', async (s) => {
  await writeFile(s.config, config('i18n:\n  defaultLocale: en\n  locales: [en, ../../evil]\n'));
  const result = await build(s);
  return { result, code: 2, names: /rnhc-docs\.config\.yaml:11/, ok: !existsSync(path.join(s.root, 'evil')) };
});
for (const char of ['#', '?', '%']) {
  add(10, `doc file name with ${char} is named`, async (s) => {
    await writeFile(path.join(s.site, `docs/odd${char}name.md`), '# Odd\n');
    const result = await build(s);
    return {
      result,
      code: 1,
      names: new RegExp(`docs/odd\\${char}name\\.md`),
      ok: !/Broken link on \d+ pages/.test(result.stderr),
    };
  });
}

// Item 11
add(11, '_category_ link to a missing doc id', async (s) => {
  await writeFile(
    path.join(s.site, 'docs/02-guides/_category_.json'),
    '{\n  "label": "Guides",\n  "link": { "type": "doc", "id": "nowhere" }\n}\n',
  );
  const result = await build(s);
  return { result, code: 1, names: /_category_\.json:3/, ok: /nowhere/.test(result.stderr) };
});
add(11, 'mainDocId that does not exist', async (s) => {
  await writeFile(s.config, config('').replace('  path: docs\n', '  path: docs\n  mainDocId: nowhere\n'));
  const result = await build(s);
  return { result, code: 0, names: /rnhc-docs\.config\.yaml:6/, ok: /nowhere/.test(result.stderr) };
});
add(11, 'missing image with an absolute path', async (s) => {
  await writeFile(path.join(s.site, USAGE), '# Usage\n\n![gone](/img/missing.png)\n');
  const result = await build(s);
  return { result, code: 0, names: /02-usage\.md:3/, ok: /missing\.png/.test(result.stderr) };
});
add(11, 'baseUrl: //evil.example/', async (s) => {
  await writeFile(s.config, config('').replace('baseUrl: /fixture/', 'baseUrl: //evil.example/'));
  const result = await build(s);
  return { result, code: 2, names: /baseUrl/, ok: !existsSync(s.out) };
});
add(11, 'RNHC_WORKERS=64 is capped with a warning', async (s) => {
  const result = await build(s, [], { env: { HOME: s.home, RNHC_WORKERS: '64' } });
  return { result, code: 0, names: /RNHC_WORKERS/, ok: /RNHC_WORKERS=64/.test(result.stderr) };
});
add(11, 'dev server checks the Host header (DNS rebinding)', async (s) => {
  const server = startServer(['serve', '--watch', '--config', s.config, '--out-dir', s.out, '--port', '0'], {
    env: { HOME: s.home },
  });
  await server.ready;
  let status = 0;
  let own = 0;
  try {
    if (server.url) {
      status = (await get(`${server.url}docs/intro`, { headers: { Host: 'evil.example' } })).status;
      own = (await get(`${server.url}docs/intro`)).status;
    }
  } finally {
    await server.stop();
  }
  return {
    result: { code: 0, stdout: server.output, stderr: '' },
    code: 0,
    ok: status === 403 && own === 200,
    note: `Host evil.example: ${status}, own host: ${own}`,
  };
});
add(11, 'clear with an invalid config', async (s) => {
  const first = await build(s);
  await writeFile(s.config, 'title: [unclosed\ndocs:\n  path: docs\n');
  const result = await run(['clear', '--config', s.config, '--out-dir', s.out], { env: { HOME: s.home } });
  return {
    result,
    code: 0,
    ok: first.code === 0 && !existsSync(s.out) && existsSync(path.join(s.site, 'docs/intro.md')),
  };
});

// Item 12
add(12, '10 MB markdown file is refused', async (s) => {
  const { generateDoc } = await largeDoc();
  await writeFile(path.join(s.site, USAGE), generateDoc(10));
  const result = await build(s, [], { timeout: 180_000 });
  return { result, code: 1, names: /02-usage\.md:1/, ok: !existsSync(s.out) && /MB/.test(result.stderr) };
});

/** A markdown doc of about `mb` MB of ordinary content (headings, paragraphs, lists, code, tables). */
async function largeDoc() {
  return {
    generateDoc(mb) {
      const parts = ['# Large\n'];
      let size = 0;
      for (let i = 0; size < mb * 1024 * 1024; i++) {
        const section = [
          `## Section ${i}`,
          `Some *emphasis* and **strong** text with a [link](#section-${i}) and \`code ${i}\`. `.repeat(4),
          `- item ${i} one\n- item ${i} two\n- item ${i} three`,
          `\`\`\`ts\nconst value${i} = ${i};\nconsole.log(value${i});\n\`\`\``,
          `| a | b |\n|---|---|\n| ${i} | ${i * 2} |`,
          '',
        ].join('\n\n');
        parts.push(section);
        size += section.length;
      }
      return parts.join('\n');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Judging and printing

const STACK = /^\s+at .+:\d+:\d+\)?$/m;

async function judge(c) {
  if (c.destructive && !hasGuard) return { skip: 'not run: would delete real files on a checkout without the guard' };
  const s = await makeSite();
  try {
    const verdict = await c.probe(s);
    if (verdict.skip) return verdict;
    const { result } = verdict;
    const out = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
    const stack = STACK.test(out);
    const internal = /Unexpected internal error/.test(out);
    const names = verdict.names ? verdict.names.test(out) : null;
    const exitOk = result.timedOut ? false : result.code === verdict.code;
    const pass = exitOk && !stack && !internal && names !== false && verdict.ok;
    const firstLine =
      (result.stderr || result.stdout || '')
        .split('\n')
        .find((l) => /error|refus|warn|✖|fail/i.test(l))
        ?.trim()
        .slice(0, 140) ?? '';
    return {
      exit: result.timedOut
        ? `timeout ${Math.round(result.ms / 1000)}s`
        : result.signal
          ? result.signal
          : String(result.code),
      expected: verdict.code,
      stack,
      internal,
      names,
      ok: verdict.ok,
      pass,
      note: [verdict.note, firstLine].filter(Boolean).join(' | '),
    };
  } catch (error) {
    return { exit: 'probe error', pass: false, note: String(error?.stack ?? error).split('\n')[0] };
  } finally {
    await rm(s.root, { recursive: true, force: true }).catch(async () => {
      await chmod(s.root, 0o755).catch(() => {});
    });
  }
}

const yn = (v) => (v === null || v === undefined ? '-' : v ? 'yes' : 'no');
const selected = cases.filter((c) => !only || new RegExp(only, 'i').test(`${c.item} ${c.name}`));
process.stdout.write(`Probe of issue 11 against ${checkout} (${selected.length} cases)\n\n`);
if (markdown)
  process.stdout.write(
    '| # | item | case | exit (want) | stack | internal | names file | output ok | verdict | note |\n|---|---|---|---|---|---|---|---|---|---|\n',
  );
let passed = 0;
let failed = 0;
let i = 0;
for (const c of selected) {
  i++;
  const v = await judge(c);
  if (v.skip) {
    process.stdout.write(
      markdown
        ? `| ${i} | ${c.item} | ${c.name} | - | - | - | - | - | SKIPPED | ${v.skip} |\n`
        : `${String(i).padStart(2)} [${c.item}] ${c.name}: SKIPPED (${v.skip})\n`,
    );
    continue;
  }
  if (v.pass) passed++;
  else failed++;
  const verdict = v.pass ? 'PASS' : 'FAIL';
  const note = (v.note ?? '').replaceAll('|', '\\|');
  process.stdout.write(
    markdown
      ? `| ${i} | ${c.item} | ${c.name.replaceAll('|', '\\|')} | ${v.exit} (${v.expected ?? '-'}) | ${yn(v.stack)} | ${yn(v.internal)} | ${yn(v.names)} | ${yn(v.ok)} | ${verdict} | ${note} |\n`
      : `${String(i).padStart(2)} [${c.item}] ${c.name}: ${verdict}  exit ${v.exit} (want ${v.expected ?? '-'}), stack ${yn(v.stack)}, internal ${yn(v.internal)}, names file ${yn(v.names)}, output ok ${yn(v.ok)}${note ? `  — ${note}` : ''}\n`,
  );
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${selected.length - passed - failed} not run\n`);
process.exitCode = failed ? 1 : 0;
