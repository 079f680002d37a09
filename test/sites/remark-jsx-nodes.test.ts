/**
 * A remark plugin of the config that makes JSX elements in a plain markdown doc
 * (test/fixtures/remark-jsx-nodes, issue 22: react-native-website's remark-snackplayer on 568
 * pages): an HTML element is written with its literal attributes and its children, never as the
 * text a node it replaced left behind.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('JSX elements a remark plugin makes in markdown', () => {
  it('writes them as HTML elements', { timeout: 120_000 }, async () => {
    const site = await makeSite('remark-jsx-nodes');
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toContain(
      `<div class="snack-player" data-snack-files="${encodeURIComponent("import React from 'react';\nexport default () => null;").replace(/'/g, '&#x27;')}"></div>`,
    );
    expect(html).not.toContain('import React from');
    expect(html).toContain('After the example.');
  });
});
