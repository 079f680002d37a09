import { createElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dropTextSeparators } from '../../../src/markdown/mdx/render-mdx.ts';
import { importsOf } from '../../../src/pipeline/islands.ts';
import { PageRuntimeContext } from '../../../templates/docusaurus/index.tsx';
import {
  IslandRenderContext,
  islandModule,
  islandPropsJson,
  unserialisable,
} from '../../../templates/docusaurus/islands.tsx';
import { createSite } from './fixtures.ts';

const site = createSite();

function Counter({ start = 0, children }: { start?: number; children?: unknown }) {
  const [count] = useState(start);
  return createElement('div', null, 'Count: ', count, children as never);
}

/** Renders `element` as MDX content does, collecting the islands' warnings. */
function render(element: ReturnType<typeof createElement>) {
  const warnings: Array<[string, number | undefined]> = [];
  const html = renderToString(
    createElement(
      PageRuntimeContext.Provider,
      { value: { site, path: '/docs/usage', meta: {} } },
      createElement(
        IslandRenderContext.Provider,
        { value: { warn: (message: string, line: number | undefined) => warnings.push([message, line]) } },
        element,
      ),
    ),
  );
  return { html, warnings };
}

const wrapped = islandModule({ default: Counter }, '/assets/islands/Counter.abc.js', '@site/src/Counter').default as (
  props: Record<string, unknown>,
) => null;

describe('island props', () => {
  it('are inline JSON that cannot close the script or break a JavaScript string', () => {
    const json = islandPropsJson({ text: '</script><script>alert(1)</script>', sep: 'a\u2028b\u2029c', c: '<!--' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u2028');
    // The same value back, in JSON and in JavaScript.
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>', sep: 'a\u2028b\u2029c', c: '<!--' });
    expect(new Function(`return (${json});`)()).toEqual(JSON.parse(json));
  });

  it('that JSON cannot carry are named', () => {
    expect(unserialisable({ a: 1, b: ['x', null, true], c: { d: 'e' } })).toBeUndefined();
    expect(unserialisable({ onClick: () => 1 })).toBe('props.onClick is a function');
    expect(unserialisable({ when: new Date(0) })).toBe('props.when is a Date');
    expect(unserialisable({ list: [1, () => 2] })).toBe('props.list[1] is a function');
    expect(unserialisable({ icon: createElement('span') })).toBe('props.icon is a React element');
    expect(unserialisable({ n: Number.NaN })).toBe('props.n is NaN');
    expect(unserialisable({ big: 1n })).toBe('props.big is a bigint');
  });
});

describe('an island', () => {
  it('is rendered with its module, export, page path, escaped props and children', () => {
    const { html, warnings } = render(
      createElement(wrapped, { start: 2, label: '</script>\u2028', __rnhcLine: '7' }, createElement('b', null, 'kid')),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain(
      '<rnhc-island data-module="/assets/islands/Counter.abc.js" data-export="default" data-path="/docs/usage">',
    );
    expect(html).toContain(
      '<script type="application/json">{"start":2,"label":"\\u003c/script\\u003e\\u2028"}</script>',
    );
    // React's text separators stay: the browser hydrates this markup.
    expect(html).toContain(
      '<rnhc-island-root><div>Count: <!-- -->2<rnhc-children><b>kid</b></rnhc-children></div></rnhc-island-root>',
    );
    expect(html).not.toContain('__rnhcLine');
  });

  it('with a function prop stays static, with a warning at its line', () => {
    const { html, warnings } = render(createElement(wrapped, { start: 1, onDone: () => 1, __rnhcLine: '12' }));
    expect(html).not.toContain('rnhc-island');
    expect(html).toContain('<div>Count: <!-- -->1</div>');
    expect(warnings).toEqual([
      [
        '<Counter> (@site/src/Counter) is rendered static, not hydrated: its props cannot be sent to the browser (props.onDone is a function)',
        12,
      ],
    ]);
  });

  it('whose module was not bundled stays static, with a warning', () => {
    const unbundled = islandModule({ default: Counter }, undefined, './Counter').default as typeof wrapped;
    const { html, warnings } = render(createElement(unbundled, { __rnhcLine: '3' }));
    expect(html).not.toContain('rnhc-island');
    expect(warnings[0]?.[0]).toMatch(/<Counter> \(\.\/Counter\) is rendered static, not hydrated: it was not found/);
  });

  it('wraps components only: lowercase exports and data pass through', () => {
    const helper = (n: number) => `${n}!`;
    const module = islandModule({ default: Counter, Badge: Counter, helper, DATA: { a: 1 } }, '/x.js', './x');
    expect(module.helper).toBe(helper);
    expect(module.DATA).toEqual({ a: 1 });
    expect(module.Badge).not.toBe(Counter);
    expect(module.default).not.toBe(Counter);
  });
});

describe('MDX output', () => {
  it("drops React's text separators outside islands only", () => {
    expect(
      dropTextSeparators('<p>a<!-- -->b</p><rnhc-island-root><i>c<!-- -->d</i></rnhc-island-root><p>e<!-- -->f</p>'),
    ).toBe('<p>ab</p><rnhc-island-root><i>c<!-- -->d</i></rnhc-island-root><p>ef</p>');
  });
});

describe('the island pre-scan', () => {
  it('reads the imports of an MDX file, not those of its code examples', () => {
    const text = [
      "import Counter from '@site/src/components/Counter';",
      "import {A, B} from './parts';",
      '',
      '```js',
      "import Fake from './not-an-import';",
      '```',
      '',
      "import Tabs from '@theme/Tabs';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['@site/src/components/Counter', './parts', '@theme/Tabs']);
  });
});
