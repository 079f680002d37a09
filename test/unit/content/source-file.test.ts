import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectFenceLanguages,
  findFirstH1,
  loadTextFile,
  parseNumberPrefix,
} from '../../../src/content/source-file.ts';
import { ContentError } from '../../../src/util/errors.ts';

describe('parseNumberPrefix', () => {
  it.each([
    ['07-readRecords', 'readRecords', 7],
    ['10_foo', 'foo', 10],
    ['1.intro', 'intro', 1],
    ['3 - spaced', 'spaced', 3],
    ['01-getting-started', 'getting-started', 1],
  ])('splits %s into %s at position %d', (input, name, position) => {
    expect(parseNumberPrefix(input)).toEqual({ name, position });
  });

  it.each([['2024-01-31-notes'], ['1.2.3-x'], ['1.2-x'], ['intro'], ['v2-api'], ['404'], ['12-']])(
    'keeps %s as it is, without a position',
    (input) => {
      expect(parseNumberPrefix(input)).toEqual({ name: input, position: undefined });
    },
  );
});

describe('findFirstH1', () => {
  it('finds the first heading when it is level 1, after text or imports, as Docusaurus’s contentTitle', () => {
    expect(findFirstH1('intro text\n\n# Title\n# Second\n')).toEqual({ text: 'Title', line: 3 });
    expect(findFirstH1("import A from './a';\n\n<A />\n\n# Title\n")).toEqual({ text: 'Title', line: 5 });
    expect(findFirstH1('Setext title\n===\n\ntext\n')).toEqual({ text: 'Setext title', line: 1 });
  });

  it('finds the heading of a file with Windows line ends (react-native-website has some)', () => {
    expect(findFirstH1("import A from './a';\r\n\r\n# Cross-Platform (C++)\r\n\r\nText\r\n")).toEqual({
      text: 'Cross-Platform (C++)',
      line: 3,
    });
    expect(findFirstH1('Title\r\n=====\r\n')).toEqual({ text: 'Title', line: 1 });
  });

  it('finds none when another heading or a thematic break comes first, as Docusaurus', () => {
    expect(findFirstH1('intro text\n\n## Sub\n# Title\n')).toBeUndefined();
    expect(findFirstH1('text\n\n---\n\n# Title\n')).toBeUndefined();
    expect(findFirstH1('Sub\n---\n\n# Title\n')).toBeUndefined();
  });

  it('returns undefined without one', () => {
    expect(findFirstH1('## Only h2\n\ntext #notaheading\n')).toBeUndefined();
    expect(findFirstH1('#NoSpace\n')).toBeUndefined();
  });

  it('skips headings inside fenced code, backticks and tildes', () => {
    const body = ['```bash', '# a comment', '```', '~~~~', '# also code', '```', '~~~~', '# Real'].join('\n');
    expect(findFirstH1(body)).toEqual({ text: 'Real', line: 8 });
  });

  it('strips a custom id, closing hashes and inline markup', () => {
    expect(findFirstH1('# Read `records` {#read}\n')?.text).toBe('Read records');
    expect(findFirstH1('# Closed ##\n')?.text).toBe('Closed');
    expect(findFirstH1('# The **bold** [link](./x.md)\n')?.text).toBe('The bold link');
  });

  it('allows up to three spaces of indentation', () => {
    expect(findFirstH1('   # Indented\n')?.text).toBe('Indented');
  });
});

describe('collectFenceLanguages', () => {
  it('collects the lowercased languages of backtick and tilde fences', () => {
    const languages = new Set<string>(['json']);
    collectFenceLanguages(
      ['```TypeScript title="a.ts"', 'x', '```', '~~~kotlin', 'y', '~~~', '```', 'plain', '```', '```c++', '```'].join(
        '\n',
      ),
      languages,
    );
    expect([...languages].sort()).toEqual(['c++', 'json', 'kotlin', 'typescript']);
  });

  // Regression (fixed): only fences indented by at most 3 spaces at the start of a line are seen, but fences
  // inside nested list items (4+ spaces) and blockquotes (`> ```ts`) are code blocks too. Their
  // grammar is then not loaded and the highlighter throws "Language `bash` not found" for the page
  // (see highlighter.test.ts) when no other fence uses the same language.
  it('collects the languages of fences nested in lists and blockquotes', () => {
    const languages = new Set<string>();
    collectFenceLanguages(
      ['- step', '  - sub-step', '', '    ```bash', '    npm i', '    ```', '', '> ```kotlin', '> x', '> ```'].join(
        '\n',
      ),
      languages,
    );
    expect([...languages].sort()).toEqual(['bash', 'kotlin']);
  });
});

describe('loadTextFile', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'rnhc-source-file-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('reads UTF-8 text', async () => {
    const file = path.join(tmp, 'ok.md');
    await writeFile(file, 'héllo ✅\n');
    expect(await loadTextFile(file)).toBe('héllo ✅\n');
  });

  it('drops a byte order mark', async () => {
    const file = path.join(tmp, 'bom.md');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Title\n')]));
    const text = await loadTextFile(file);
    expect(text).toBe('# Title\n');
  });

  it('rejects invalid UTF-8, naming the line of the first bad byte', async () => {
    const file = path.join(tmp, 'latin1.md');
    await writeFile(
      file,
      Buffer.concat([Buffer.from('line one\nline two\nca'), Buffer.from([0xe9]), Buffer.from('\n')]),
    );
    const error = await loadTextFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const contentError = error as ContentError;
    expect(contentError.file).toBe(file);
    expect(contentError.position?.line).toBe(3);
    expect(contentError.message).toContain('UTF-8');
    expect(contentError.hint).toContain('UTF-8');
  });

  // Regression (fixed): the line is found by searching the leniently decoded text for U+FFFD, so a file that
  // legitimately contains the replacement character "\uFFFD" earlier is blamed on the wrong line.
  it('names the line of the bad byte even when a real U+FFFD comes first', async () => {
    const file = path.join(tmp, 'fffd.md');
    await writeFile(
      file,
      Buffer.concat([Buffer.from('has \uFFFD here\nok\nbad '), Buffer.from([0xff]), Buffer.from('\n')]),
    );
    const error = (await loadTextFile(file).catch((e: unknown) => e)) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    expect(error.position?.line).toBe(3);
  });

  it('fails with the system error for a missing file', async () => {
    await expect(loadTextFile(path.join(tmp, 'missing.md'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
