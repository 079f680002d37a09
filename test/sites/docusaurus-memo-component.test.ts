/**
 * A component exported as `React.memo(Component)` (an object, not a function): detox's swizzled
 * src/theme/Footer/index.js (`export default React.memo(Footer)`), as Docusaurus's own Footer is.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('a React.memo default export', () => {
  it('renders a React page whose default export is React.memo(...)', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-sass', {
      'src/pages/memo.js':
        'import React from \'react\';\nimport Layout from \'@theme/Layout\';\n\nfunction Memo() {\n  return <Layout title="Memo"><p className="memo">Memoised page</p></Layout>;\n}\n\nexport default React.memo(Memo);\n',
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(await readOut(site, 'memo/index.html')).toContain('<p class="memo">Memoised page</p>');
  });
});
