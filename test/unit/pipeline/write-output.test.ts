import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileSink, createOutputWriter } from '../../../src/pipeline/output/write-output.ts';
import { RnhcError } from '../../../src/util/errors.ts';
import { OUTPUT_MARKER } from '../../../src/util/path-guard.ts';

let tmp: string;
let outDir: string;
let siteDir: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'rnhc-write-output-'));
  siteDir = path.join(tmp, 'site');
  outDir = path.join(siteDir, 'build');
  await mkdir(path.join(siteDir, 'docs'), { recursive: true });
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

const writer = (options: { dryRun?: boolean; out?: string } = {}) =>
  createOutputWriter({
    outDir: options.out ?? outDir,
    site: { configFile: path.join(siteDir, 'rnhc-docs.config.yaml'), siteDir, docsDir: path.join(siteDir, 'docs') },
    dryRun: options.dryRun ?? false,
  });

/** An output folder as an earlier build left it (with the marker the guard looks for). */
async function previousOutput(files: Record<string, string>) {
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, OUTPUT_MARKER), '');
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(outDir, name), text);
}

/** Folders next to the output folder (temporary and old ones must not stay behind). */
const siblings = async () => (await readdir(siteDir)).sort();

describe('createOutputWriter', () => {
  it('writes into a temporary folder and swaps it in on commit', async () => {
    await previousOutput({ 'stale.html': 'old build' });
    const out = await writer();
    await out.write('index.html', '<p>new</p>');
    await out.write('docs/intro/index.html', 'intro');
    // Nothing reaches the output folder before the commit.
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
    expect(existsSync(path.join(out.dir, 'docs', 'intro', 'index.html'))).toBe(true);

    await out.commit();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>new</p>');
    expect(await readFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8')).toBe('intro');
    expect(existsSync(path.join(outDir, 'stale.html'))).toBe(false);
    expect(existsSync(out.dir)).toBe(false);
    expect(await siblings()).toEqual(['build', 'docs']);
  });

  it('commits when there was no previous output', async () => {
    const out = await writer();
    await out.write('a.txt', 'a');
    await out.commit();
    expect(await readFile(path.join(outDir, 'a.txt'), 'utf8')).toBe('a');
  });

  it('leaves the previous output untouched on abort and removes the temporary folder', async () => {
    await previousOutput({ 'index.html': 'previous' });
    const out = await writer();
    await out.write('index.html', 'half-built');
    await out.abort();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(existsSync(out.dir)).toBe(false);
    expect(await siblings()).toEqual(['build', 'docs']);
  });

  it('copies files and counts files and bytes', async () => {
    const source = path.join(tmp, 'logo.svg');
    await writeFile(source, '<svg/>');
    const out = await writer();
    await out.write('index.html', 'héllo');
    await out.write('data.bin', new Uint8Array([1, 2, 3]));
    await out.copy(source, 'img/logo.svg');
    out.record('worker/page.html', 100);
    expect([...out.files].sort()).toEqual(['data.bin', 'img/logo.svg', 'index.html', 'worker/page.html']);
    expect(out.bytes).toBe(6 + 3 + 6 + 100);
    await out.commit();
    expect(await readFile(path.join(outDir, 'img', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('counts the bytes of copies running at the same time', async () => {
    const sources = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const file = path.join(tmp, `copy-${n}.txt`);
        await writeFile(file, 'x'.repeat(n * 10));
        return file;
      }),
    );
    const out = await writer();
    await Promise.all(sources.map((file, i) => out.copy(file, `copies/${i}.txt`)));
    expect(out.bytes).toBe(10 + 20 + 30 + 40);
    await out.abort();
  });

  it('writes nothing in a dry run but still counts files and bytes', async () => {
    const out = await writer({ dryRun: true });
    expect(out.dryRun).toBe(true);
    await out.write('index.html', '12345');
    await out.write('docs/intro/index.html', '123');
    await out.commit();
    await out.abort();
    expect(out.files.size).toBe(2);
    expect(out.bytes).toBe(8);
    expect(existsSync(outDir)).toBe(false);
    expect(await siblings()).toEqual(['docs']);
  });

  it.each([
    ['the site folder itself', () => siteDir],
    ['a protected folder', () => path.join(siteDir, 'docs')],
    ['a folder that contains a protected folder', () => tmp],
    ['the same folder written differently', () => `${siteDir}${path.sep}docs${path.sep}..${path.sep}`],
    ['the file-system root', () => path.parse(tmp).root],
  ])('refuses %s as the output folder, with exit code 2', async (_name, out) => {
    const error = await writer({ out: out() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect((error as RnhcError).exitCode).toBe(2);
    expect((error as RnhcError).message).toContain('Refusing to write the build');
    expect((error as RnhcError).hint).toBeDefined();
  });

  it('accepts an output folder inside the site folder or next to it', async () => {
    await expect(writer({ out: path.join(siteDir, 'build') }).then((w) => w.abort())).resolves.toBeUndefined();
    await expect(writer({ out: path.join(tmp, 'site-build') }).then((w) => w.abort())).resolves.toBeUndefined();
  });

  it('rejects paths that escape the output folder', async () => {
    const out = await writer();
    for (const bad of ['../escape.html', '../../escape.html', path.join(tmp, 'absolute.html'), 'a/../../b.html']) {
      await expect(out.write(bad, 'x')).rejects.toThrow(/escapes the output folder/);
    }
    await out.write('a/../ok.html', 'fine');
    expect(out.files.has('a/../ok.html') || out.files.has('ok.html')).toBe(true);
    await out.abort();
    expect(existsSync(path.join(siteDir, 'escape.html'))).toBe(false);
    expect(existsSync(path.join(tmp, 'escape.html'))).toBe(false);
  });

  // Regression (fixed): a dry run (`rnhc-docs check`) skips the path check, so a page that would make the real
  // build fail with "Output path escapes the output folder" passes the check.
  it('rejects escaping paths in a dry run too', async () => {
    const out = await writer({ dryRun: true });
    await expect(out.write('../escape.html', 'x')).rejects.toThrow(/escapes the output folder/);
  });
});

describe('createFileSink', () => {
  it('writes under its folder and records what it wrote', async () => {
    const dir = path.join(tmp, 'sink');
    await mkdir(dir);
    const sink = createFileSink(dir, false);
    await sink.write('a/b.txt', 'abc');
    expect(await readFile(path.join(dir, 'a', 'b.txt'), 'utf8')).toBe('abc');
    expect([...sink.files]).toEqual(['a/b.txt']);
    expect(sink.bytes).toBe(3);
    await expect(sink.write('../out.txt', 'x')).rejects.toThrow(/escapes/);
  });

  it('writes the same page at two paths as one file and a hard link to it', async () => {
    const dir = path.join(tmp, 'sink');
    await mkdir(dir);
    const sink = createFileSink(dir, false);
    await sink.writeAll(['docs/a.html', 'docs/a/index.html'], 'héllo');
    const [one, two] = await Promise.all([
      stat(path.join(dir, 'docs/a.html')),
      stat(path.join(dir, 'docs/a/index.html')),
    ]);
    expect(two.ino).toBe(one.ino);
    expect(await readFile(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('héllo');
    expect([...sink.files]).toEqual(['docs/a.html', 'docs/a/index.html']);
    // Counted as a host serves them: two files of 6 bytes.
    expect(sink.bytes).toBe(12);
    await expect(sink.writeAll(['b.html', '../b/index.html'], 'x')).rejects.toThrow(/escapes/);
  });

  it('writes the second path when it cannot be a link (a file of that name exists)', async () => {
    const dir = path.join(tmp, 'sink');
    await mkdir(path.join(dir, 'a'), { recursive: true });
    await writeFile(path.join(dir, 'a', 'index.html'), 'old');
    const sink = createFileSink(dir, false);
    await sink.writeAll(['a.html', 'a/index.html'], 'new');
    expect(await readFile(path.join(dir, 'a', 'index.html'), 'utf8')).toBe('new');
    expect(sink.bytes).toBe(6);
  });

  it('replaces both names in the served folder and leaves no temporary file (watch mode)', async () => {
    const dir = path.join(tmp, 'served');
    await mkdir(dir);
    const first = createFileSink(dir, false, true);
    await first.writeAll(['a.html', 'a/index.html'], 'one');
    const before = await stat(path.join(dir, 'a.html'));
    const second = createFileSink(dir, false, true);
    await second.writeAll(['a.html', 'a/index.html'], 'two');
    expect(await readFile(path.join(dir, 'a.html'), 'utf8')).toBe('two');
    expect(await readFile(path.join(dir, 'a', 'index.html'), 'utf8')).toBe('two');
    const [one, two] = await Promise.all([stat(path.join(dir, 'a.html')), stat(path.join(dir, 'a/index.html'))]);
    expect(two.ino).toBe(one.ino);
    // Renamed into place: a reader holding the old file keeps reading the old bytes.
    expect(one.ino).not.toBe(before.ino);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(['a', 'a.html', 'a/index.html']);
  });

  it('writes nothing in a dry run', async () => {
    const dir = path.join(tmp, 'dry');
    await mkdir(dir);
    const sink = createFileSink(dir, true);
    await sink.writeAll(['a.html', 'a/index.html'], 'abc');
    expect(await readdir(dir)).toEqual([]);
    expect(sink.files.size).toBe(2);
  });
});
