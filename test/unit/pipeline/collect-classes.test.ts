import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectUsedClasses, loadSiteCode } from '../../../src/pipeline/output/collect-classes.ts';

const known = new Set([
  'row',
  'col',
  'col--3',
  'col--4',
  'col--6',
  'button',
  'button--lg',
  'hero',
  'card',
  'text--center',
]);
const none = { markdown: [], html: [], code: [], extra: [] };

describe('collectUsedClasses', () => {
  it('reads class attributes of markdown, not its prose', () => {
    const markdown = ['A row of cards, and a button.\n\n<div className="row"><div class=\'col col--6\'>x</div></div>'];
    expect(collectUsedClasses({ ...none, markdown }, known)).toEqual(new Set(['row', 'col', 'col--6']));
  });

  it('reads every word of code, and a template literal keeps every class of its prefix', () => {
    const code = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a site's source file
      "export const F = ({ size, big }) => <div className={clsx(`col col--${size}`, big && 'button--lg')} />;",
    ];
    expect(collectUsedClasses({ ...none, code }, known)).toEqual(
      new Set(['col', 'col--3', 'col--4', 'col--6', 'button--lg']),
    );
  });

  it('reads the class attributes of rendered HTML and the extra classes', () => {
    const html = ['<header class="hero"><p>card</p></header>'];
    expect(collectUsedClasses({ ...none, html, extra: ['text--center', 'unknown'] }, known)).toEqual(
      new Set(['hero', 'text--center']),
    );
  });
});

describe('loadSiteCode', () => {
  it('follows relative and @site imports inside the site, not packages nor type-only imports', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'rnhc-classes-'));
    await mkdir(path.join(site, 'src/components'), { recursive: true });
    await writeFile(
      path.join(site, 'src/index.js'),
      "import Feature from './components/Feature';\nimport type { T } from './components/types';\nimport React from 'react';\nconst Lazy = () => import('@site/src/components/Lazy');\n",
    );
    await writeFile(path.join(site, 'src/components/Feature.js'), "export default () => 'feature';\n");
    await writeFile(path.join(site, 'src/components/types.ts'), "export type T = 'types';\n");
    await writeFile(path.join(site, 'src/components/Lazy.tsx'), "export default () => 'lazy';\n");
    const texts = await loadSiteCode([path.join(site, 'src/index.js')], site);
    expect(texts).toHaveLength(3);
    expect(texts.join('\n')).toContain("'feature'");
    expect(texts.join('\n')).toContain("'lazy'");
    expect(texts.join('\n')).not.toContain("'types'");
  });
});
