import { describe, expect, it } from 'vitest';
import { closeMdx1InlineTag, escapeMdx1Braces, escapeMdx1Text } from '../../../../src/markdown/mdx/mdx1-text.ts';

describe('escapeMdx1Text', () => {
  it('escapes the < of a type in a table that MDX 2 reads as a tag', () => {
    const md = '| a | b |\n| - | - |\n| x | ComponentClass<{}, any> |\n';
    const reason =
      'Unexpected character `{` (U+007B) before name, expected a character that can start a name, such as a letter, `$`, or `_`';
    expect(escapeMdx1Text(md, { reason, line: 3, column: 22 })).toBe(
      '| a | b |\n| - | - |\n| x | ComponentClass\\<\\{}, any> |\n',
    );
  });

  it('escapes the < of a generic type MDX 2 reads as a tag name (`Omit<Props, "a">`)', () => {
    const md = '| Omit<PressableProps, "onPress"> | None |\n';
    const reason =
      'Unexpected character `,` (U+002C) in name, expected a name character such as letters, digits, `$`, or `_`; whitespace before attributes; or the end of the tag';
    expect(escapeMdx1Text(md, { reason, line: 1, column: 21 })).toBe('| Omit\\<PressableProps, "onPress"> | None |\n');
  });

  it('escapes the < of a type MDX 2 reads as a tag with attributes (`Omit<A and B, "c">`)', () => {
    // react-native-elements 4.0.0-beta.0's TabView.md: `and` and `B` are read as attributes.
    const md = '| Omit<SpringAnimationConfig and TimingAnimationConfig, "toValue"> | {} |\n';
    const reason =
      'Unexpected character `,` (U+002C) in attribute name, expected an attribute name character such as letters, digits, `$`, or `_`; `=` to initialize a value; whitespace before attributes; or the end of the tag';
    expect(escapeMdx1Text(md, { reason, line: 1, column: 55 })).toBe(
      '| Omit\\<SpringAnimationConfig and TimingAnimationConfig, "toValue"> | {} |\n',
    );
  });

  it('escapes the { of an expression reported on a later line', () => {
    const md = 'Use {\nthe value\n';
    const reason = 'Could not parse expression with acorn';
    expect(escapeMdx1Text(md, { reason, line: 2, column: 3 })).toBe('Use \\{\nthe value\n');
  });

  it('leaves other errors, and places without a < or {, to the caller', () => {
    expect(escapeMdx1Text('<div>\n', { reason: 'Expected a closing tag for `<div>`', line: 1, column: 1 })).toBe(
      undefined,
    );
    expect(escapeMdx1Text('text\n', { reason: 'x before name', line: 1, column: 3 })).toBe(undefined);
    expect(escapeMdx1Text('a \\<{\n', { reason: 'x before name', line: 1, column: 5 })).toBe(undefined);
  });
});

describe('escapeMdx1Braces', () => {
  it('escapes { in text, tables and headings, as MDX 1 read it', () => {
    const body = '| Type |\n| - |\n| object { width, color } |\n\nA {b} c `{code}` d\n';
    expect(escapeMdx1Braces(body)).toEqual({
      body: '| Type |\n| - |\n| object \\{ width, color } |\n\nA \\{b} c `{code}` d\n',
      firstLine: 3,
    });
  });

  it("reads a JSX block right after an admonition's closing ::: as a block (its attributes keep their braces)", () => {
    // react-native-elements' getting_started.md (Docusaurus 2): no blank line between them.
    const body = [
      ':::tip',
      '',
      'Text.',
      '',
      ':::',
      '<Tabs',
      'values={[',
      "{ label: 'NPM', value: 'npm', },",
      ']',
      '}>',
      '',
    ].join('\n');
    expect(escapeMdx1Braces(body)).toEqual({ body });
  });

  it('leaves code, import/export blocks, JSX blocks, tags and heading ids', () => {
    const body = [
      "import X from './x';",
      'export const a = {b: 1};',
      '',
      '```js',
      'const c = {d: 2};',
      '```',
      '',
      '<div style={{color: "red"}}>',
      '  Theme Key{" "}',
      '</div>',
      '',
      'Text <Highlight color={"#fff"}>hi</Highlight>',
      '',
      '## Title {#custom}',
      '',
    ].join('\n');
    expect(escapeMdx1Braces(body)).toEqual({ body });
  });

  it('leaves a component that starts on the line after an admonition, in the same paragraph', () => {
    // react-native-elements 4.0.0-beta.0's getting_started.md: `:::` then `<Tabs` with no blank
    // line between; MDX 1 read the tag as a JSX block all the same.
    const body = [
      ':::tip',
      '',
      'Linking is automatic.',
      '',
      ':::',
      '<Tabs',
      'defaultValue="npm"',
      'values={[',
      "{ label: 'NPM', value: 'npm', },",
      ']}>',
      '</Tabs>',
      '',
    ].join('\n');
    expect(escapeMdx1Braces(body)).toEqual({ body });
  });
});

describe('closeMdx1InlineTag', () => {
  // react-native-paper's 02-theming.mdx (Docusaurus 2): an inline `<i>` whose closing tag stands
  // alone on a later line of the same paragraph. MDX 1 read that line as the paragraph's text;
  // MDX 2 reads a line holding only tags as a block, which ends the paragraph with `<i>` open.
  const md = [
    '2. <b>Advanced</b> - when you <i>add new properties</i> or <i>',
    '     change the built-in schema shape',
    '   </i>',
    '',
  ].join('\n');
  const reason = 'Expected a closing tag for `<i>` (1:60-1:63) before the end of `paragraph`';

  it('keeps the closing line in the paragraph (the last word moved onto it), lines kept', () => {
    expect(closeMdx1InlineTag(md, { reason, line: 1, column: 60 })).toBe(
      [
        '2. <b>Advanced</b> - when you <i>add new properties</i> or <i>',
        '     change the built-in schema',
        '   shape</i>',
        '',
      ].join('\n'),
    );
  });

  it('leaves a closing tag after a blank line, and other errors, to the caller', () => {
    const apart = 'A <i>\n\n</i>\n';
    const apartReason = 'Expected a closing tag for `<i>` (1:3-1:6) before the end of `paragraph`';
    expect(closeMdx1InlineTag(apart, { reason: apartReason, line: 1, column: 3 })).toBe(undefined);
    expect(closeMdx1InlineTag(md, { reason: 'Unexpected end of file', line: 1, column: 60 })).toBe(undefined);
  });
});
