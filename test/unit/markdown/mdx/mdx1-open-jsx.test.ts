import { describe, expect, it } from 'vitest';
import { MDX1_WHEN, rewriteMdx1OpenJsx } from '../../../../src/markdown/mdx/mdx1-open-jsx.ts';

describe('rewriteMdx1OpenJsx', () => {
  it('wraps `{cond && <tag>` ... `</tag>}` over blank lines in a component, lines kept', () => {
    const body = '<>\n  {props.debug && <div className="x">\n\nSome *text*.\n\n  </div>}\n</>\n';
    const { body: out, firstLine, firstText } = rewriteMdx1OpenJsx(body);
    const lines = out.split('\n');
    expect(lines[1]).toBe(`  <${MDX1_WHEN} value={props.debug}><div className="x">`);
    expect(lines[3]).toBe('Some *text*.');
    expect(lines[5]).toBe(`  </div></${MDX1_WHEN}>`);
    expect(lines[6]).toBe('</>');
    expect(out).toContain(`export const ${MDX1_WHEN} =`);
    expect(firstLine).toBe(2);
    expect(firstText).toBe('{props.debug && <div className="x">');
  });

  it('reads `{cond ? <tag>` ... `</tag> : null}`', () => {
    const { body } = rewriteMdx1OpenJsx('{a ? <p>\n\ntext\n\n</p> : null}\n');
    expect(body.split('\n').slice(0, 5)).toEqual([
      `<${MDX1_WHEN} value={(a) ? true : null}><p>`,
      '',
      'text',
      '',
      `</p></${MDX1_WHEN}>`,
    ]);
  });

  it('leaves alone an expression with no blank line, fenced code and unclosed shapes', () => {
    for (const body of [
      '{a && <div>\ntext\n</div>}\n', // one block: MDX 2 reads it as MDX 1 did
      '```jsx\n{a && <div>\n\ntext\n\n</div>}\n```\n', // code
      '{a && <div>\n\ntext\n', // never closed
      '{a && <div/>\n\n</div>}\n', // self-closing
    ]) {
      expect(rewriteMdx1OpenJsx(body)).toEqual({ body });
    }
  });
});
