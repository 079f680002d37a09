/**
 * A site component given a function as its MDX children (a render prop): detox's
 * FlavorizedCodeBlock (`{flavors.map(children)}`, children `{(flavor) => ...}`). A function cannot
 * be sent to the browser, so the component renders static, with its children as written.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('a function as MDX children', () => {
  it('is passed to the component as written (rendered static, named in a warning)', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-sass', {
      'src/components/Each.js':
        'export default function Each({ items, children }) {\n  return <ul className="each">{items.map((item) => <li key={item}>{children(item)}</li>)}</ul>;\n}\n',
      'docs/each.mdx':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the MDX's own template literal, as written.
        "import Each from '@site/src/components/Each';\n\n<Each items={['a', 'b']}>{(item) => `item ${item}`}</Each>\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/<Each> .* is rendered static, not hydrated: .*children is a function/);
    expect(await readOut(site, 'docs/each/index.html')).toContain(
      '<ul class="each"><li>item a</li><li>item b</li></ul>',
    );
  });
});
