import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentError } from '../../../src/util/errors.ts';
import {
  formatYamlProblem,
  parseYamlSource,
  schemaError,
  valueAt,
  type YamlProblem,
} from '../../../src/util/yaml-source.ts';

const FILE = '/site/thing.yaml';

const schema = z.strictObject({
  name: z.string(),
  server: z
    .strictObject({
      port: z.number().int(),
      hosts: z.array(z.strictObject({ host: z.string(), weight: z.number().default(1) })),
    })
    .optional(),
  items: z
    .array(
      z.union([
        z.string(),
        z.strictObject({ type: z.literal('doc'), id: z.string() }),
        z.strictObject({ type: z.literal('link'), href: z.string(), label: z.string() }),
      ]),
    )
    .optional(),
});

/** The problems of `text` against `schema` (which must reject it). */
function problems(text: string, options?: { lineOffset?: number }): YamlProblem[] {
  const source = parseYamlSource(text, FILE, options);
  expect(source.syntaxErrors).toEqual([]);
  const result = source.validate(schema);
  if (result.success) throw new Error('expected the schema to reject the text');
  return result.problems;
}

/** Problems as `path: message (file:line:col)`, the printed form. */
const printed = (text: string) => problems(text).map((p) => formatYamlProblem(p, FILE));

describe('parseYamlSource: validate', () => {
  it('returns the parsed data with schema defaults when valid', () => {
    const source = parseYamlSource('name: a\nserver:\n  port: 80\n  hosts:\n    - host: x\n', FILE);
    expect(source.validate(schema)).toEqual({
      success: true,
      data: { name: 'a', server: { port: 80, hosts: [{ host: 'x', weight: 1 }] } },
    });
  });

  it('locates a nested key at its value, as path: message (got X) (file:line:col)', () => {
    expect(printed('name: a\nserver:\n  port: eighty\n  hosts: []\n')).toEqual([
      `server.port: Invalid input: expected number, received string (got "eighty") (${FILE}:3:9)`,
    ]);
  });

  it('locates a key inside an array item, by index', () => {
    const text = [
      'name: a',
      'server:',
      '  port: 1',
      '  hosts:',
      '    - host: x',
      '    - host: y',
      '      weight: heavy',
    ].join('\n');
    expect(printed(text)).toEqual([
      `server.hosts.1.weight: Invalid input: expected number, received string (got "heavy") (${FILE}:7:15)`,
    ]);
  });

  it('reports every issue at once, each on its own line', () => {
    const text = ['name: 5', 'server:', '  port: 1.5', '  hosts:', '    - weight: 2', 'colour: red'].join('\n');
    const found = problems(text);
    expect(found.map((p) => [p.path.join('.'), p.position?.line])).toEqual([
      ['name', 1],
      ['server.port', 3],
      ['server.hosts.0.host', 5],
      ['', 6],
    ]);
  });

  it('says a missing key is required and points at the closest ancestor that exists', () => {
    const [problem] = problems('name: a\nserver:\n  hosts: []\n');
    expect(problem?.path).toEqual(['server', 'port']);
    expect(problem?.message).toBe('is required');
    // `server:` is on line 2; its mapping starts on line 3.
    expect(problem?.position).toEqual({ line: 3, column: 3 });
  });

  it('points at the key when a value is empty', () => {
    const [problem] = problems('name:\n');
    expect(problem?.path).toEqual(['name']);
    expect(problem?.message).toContain('(got null)');
    expect(problem?.position).toEqual({ line: 1, column: 1 });
  });

  it('names unknown keys at their mapping and locates the key itself', () => {
    const [problem] = problems('name: a\nserver:\n  port: 1\n  hosts: []\n  colour: red\n  size: 2\n');
    expect(problem?.path).toEqual(['server']);
    expect(problem?.message).toBe('unknown keys "colour", "size"');
    expect(problem?.position).toEqual({ line: 5, column: 3 });
  });

  it('reports the issues of the union branch the item meant, not "Invalid input"', () => {
    const found = printed('name: a\nitems:\n  - intro\n  - type: link\n    href: /x\n');
    expect(found).toEqual([`items.1.label: is required (${FILE}:4:5)`]);
  });

  it('names an unknown tag of a union with the values allowed', () => {
    const found = printed('name: a\nitems:\n  - type: video\n    id: x\n');
    expect(found).toEqual([`items.0.type: expected one of "doc", "link" (got "video") (${FILE}:3:11)`]);
  });

  it('keeps the union message with the value when no branch is clearly meant', () => {
    const found = printed('name: a\nitems:\n  - 42\n');
    expect(found).toEqual([`items.0: Invalid input (got 42) (${FILE}:3:5)`]);
  });

  it('shifts every position by lineOffset (YAML inside a larger file)', () => {
    const [problem] = problems('name: 5\n', { lineOffset: 1 });
    expect(problem?.position).toEqual({ line: 2, column: 7 });
  });

  it('locates problems found outside the schema with problem() and where()', () => {
    const source = parseYamlSource('name: a\nserver:\n  port: 1\n', FILE);
    expect(formatYamlProblem(source.problem(['server', 'port'], 'is taken'), FILE)).toBe(
      `server.port: is taken (${FILE}:3:9)`,
    );
    expect(source.where(['server', 'missing', 'deeper'])).toBe(`${FILE}:3:3`);
    expect(source.where([])).toBe(`${FILE}:1:1`);
  });
});

describe('parseYamlSource: syntax errors', () => {
  it('collects them with file positions instead of throwing', () => {
    const source = parseYamlSource('a: 1\nb: [1, 2\nc: 3\n', FILE, { lineOffset: 10 });
    expect(source.syntaxErrors.length).toBeGreaterThan(0);
    const [first] = source.syntaxErrors;
    expect(first?.position?.line).toBeGreaterThanOrEqual(12);
    // The parser's own "at line N" counts from the YAML text, not the file: it is removed.
    expect(first?.message).not.toMatch(/at line \d+/);
  });

  it('makes a duplicate key an error unless told otherwise', () => {
    expect(parseYamlSource('a: 1\na: 2\n', FILE).syntaxErrors[0]?.position).toEqual({ line: 2, column: 1 });
    expect(parseYamlSource('a: 1\na: 2\n', FILE, { uniqueKeys: false }).syntaxErrors).toEqual([]);
  });

  it('reads an empty document as an empty mapping', () => {
    expect(parseYamlSource('', FILE).toJS()).toEqual({});
  });
});

describe('schemaError', () => {
  const source = parseYamlSource('name: 5\nserver:\n  port: x\n  hosts: []\n', FILE);
  const result = source.validate(schema);
  const found = result.success ? [] : result.problems;

  it('words one problem with the file kind and key, at its position', () => {
    const error = schemaError(found.slice(0, 1), { file: FILE, title: 'Thing' });
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toMatch(/^Thing key name: .*\(got 5\)$/);
    expect(error.location).toBe(`${FILE}:1:7`);
    expect(error.exitCode).toBe(1);
  });

  it('lists several problems, each with its own position', () => {
    const error = schemaError(found, { file: FILE, title: 'Thing', exitCode: 2 });
    expect(error.message.split('\n')).toEqual([
      'Thing: 2 problems:',
      expect.stringMatching(new RegExp(`^  - name: .* \\(${FILE}:1:7\\)$`)),
      expect.stringMatching(new RegExp(`^  - server\\.port: .* \\(${FILE}:3:9\\)$`)),
    ]);
    expect(error.exitCode).toBe(2);
  });
});

describe('valueAt', () => {
  it('reads own properties only, so a key named __proto__ or constructor is data', () => {
    const data = JSON.parse('{"a":{"__proto__":1},"b":[1,{"c":2}]}') as unknown;
    expect(valueAt(data, ['b', 1, 'c'])).toBe(2);
    expect(valueAt(data, ['a', '__proto__'])).toBe(1);
    expect(valueAt({}, ['constructor'])).toBeUndefined();
    expect(valueAt({}, ['toString', 'name'])).toBeUndefined();
  });
});
