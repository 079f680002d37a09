import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../src/content/front-matter.ts';
import { ContentError } from '../../../src/util/errors.ts';

const FILE = '/site/docs/intro.md';

function contentError(text: string): ContentError {
  try {
    splitFrontMatter(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected splitFrontMatter to throw');
}

describe('splitFrontMatter', () => {
  it('returns the text unchanged when there is no front matter', () => {
    const text = '# Title\n\nBody\n';
    expect(splitFrontMatter(text, FILE)).toEqual({ frontMatter: {}, body: text });
  });

  it('does not take a thematic break further down for front matter', () => {
    const text = '# Title\n\n---\n\ntitle: nope\n---\n';
    expect(splitFrontMatter(text, FILE).frontMatter).toEqual({});
  });

  it('parses the keys of the block', () => {
    const { frontMatter } = splitFrontMatter(
      '---\nid: start\ntitle: Getting started\nsidebar_position: 3\nsidebar_label: Start\ndraft: false\npagination_next: null\n---\nBody\n',
      FILE,
    );
    expect(frontMatter).toEqual({
      id: 'start',
      title: 'Getting started',
      sidebar_position: 3,
      sidebar_label: 'Start',
      draft: false,
      pagination_next: null,
    });
  });

  it('keeps unknown keys (Docusaurus sites carry their own)', () => {
    expect(splitFrontMatter('---\nkeywords: [a, b]\n---\n', FILE).frontMatter).toEqual({ keywords: ['a', 'b'] });
  });

  it('accepts an empty block and CRLF line endings', () => {
    // Two lines of front matter become two empty lines: Body stays on line 3.
    expect(splitFrontMatter('---\n---\nBody', FILE)).toEqual({ frontMatter: {}, body: '\n\nBody' });
    const crlf = splitFrontMatter('---\r\ntitle: Win\r\n---\r\n# Heading\r\n', FILE);
    expect(crlf.frontMatter.title).toBe('Win');
    expect(crlf.body.split('\n').findIndex((l) => l.startsWith('# Heading'))).toBe(3);
  });

  it('keeps line numbers: a heading on line N of the file is on line N of the body', () => {
    const text = ['---', 'title: Intro', 'description: |', '  two', '  lines', '---', '', '# Heading', 'text'].join(
      '\n',
    );
    const { body } = splitFrontMatter(text, FILE);
    const lines = body.split('\n');
    expect(lines).toHaveLength(text.split('\n').length);
    expect(lines[7]).toBe('# Heading');
    expect(lines[8]).toBe('text');
    expect(lines.slice(0, 6).every((l) => l === '')).toBe(true);
    expect(body).not.toContain('title: Intro');
  });

  it('reports invalid YAML with the line of the file, not of the YAML block', () => {
    const text = ['---', 'title: Intro', 'tags: [a, b', 'other: x', '---', 'Body'].join('\n');
    const error = contentError(text);
    expect(error.file).toBe(FILE);
    expect(error.message).toMatch(/^Front matter is not valid YAML: /);
    // The YAML error sits on line 3 or 4 of the file (the unclosed flow sequence), never line 1-2.
    expect(error.position?.line).toBeGreaterThanOrEqual(3);
    expect(error.position?.line).toBeLessThanOrEqual(5);
    expect(error.location).toMatch(new RegExp(`^${FILE}:\\d+:\\d+$`));
  });

  it('reports a tab indentation on exactly its file line and column', () => {
    const text = ['---', 'title: Intro', 'slug: /x', '\tbad: 1', '---', 'Body'].join('\n');
    const error = contentError(text);
    expect(error.position).toEqual({ line: 4, column: 1 });
    expect(error.message).toContain('Tabs');
  });

  // Regression (fixed): the message repeats the YAML parser's own position, which counts from the first line of
  // the YAML block: "file.md:4:1: ... Tabs are not allowed as indentation at line 3, column 1:".
  it('does not contradict the file line in the message', () => {
    const text = ['---', 'title: Intro', 'slug: /x', '\tbad: 1', '---', 'Body'].join('\n');
    const error = contentError(text);
    expect(error.message).not.toMatch(/at line 3\b/);
  });

  it('reports an unclosed block', () => {
    const error = contentError('---\ntitle: Intro\n\n# Heading\n');
    expect(error.message).toContain('never closed');
    expect(error.position?.line).toBe(1);
    expect(error.hint).toContain('---');
  });

  it('rejects front matter that is not a mapping', () => {
    for (const text of ['---\n- a\n- b\n---\n', '---\njust a string\n---\n']) {
      const error = contentError(text);
      expect(error.message).toContain('mapping');
      expect(error.position?.line).toBe(2);
    }
  });

  it('rejects a key of the wrong type, naming the key and its file line', () => {
    const text = ['---', 'title: Intro', 'sidebar_position: "x"', '---', 'Body'].join('\n');
    const error = contentError(text);
    expect(error.message).toMatch(/^Front matter key sidebar_position: /);
    expect(error.file).toBe(FILE);
    expect(error.position?.line).toBe(3);
    expect(error.position?.column).toBe(19);
  });

  it('reports every bad key at once, each with its file line', () => {
    const text = ['---', 'title: 5', 'sidebar_position: "x"', 'draft: maybe', '---', 'Body'].join('\n');
    const error = contentError(text);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Front matter: 3 problems:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^  - title: .*\\(got 5\\) \\(${FILE}:2:8\\)$`)),
      expect.stringMatching(new RegExp(`^  - sidebar_position: .*\\(got "x"\\) \\(${FILE}:3:19\\)$`)),
      expect.stringMatching(new RegExp(`^  - draft: .*\\(got "maybe"\\) \\(${FILE}:4:8\\)$`)),
    ]);
    expect(error.position).toEqual({ line: 2, column: 8 });
  });

  it('validates the heading-level range', () => {
    const error = contentError('---\ntoc_max_heading_level: 9\n---\n');
    expect(error.message).toContain('toc_max_heading_level');
    expect(error.position?.line).toBe(2);
  });

  it('rejects an empty id', () => {
    expect(contentError('---\nid: ""\n---\n').message).toContain('Front matter key id');
  });
});
