/**
 * A swizzled NotFound that wraps `@theme-original/NotFound` (gesture-handler's, which redirects
 * legacy URLs first) shows Docusaurus's whole 404 message: both paragraphs.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('@theme-original/NotFound', () => {
  it("is Docusaurus's 404 page, both paragraphs of its message", { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-swizzle', {
      'src/theme/NotFound.js': [
        "import React from 'react';",
        "import NotFound from '@theme-original/NotFound';",
        '',
        'export default function NotFoundWrapper(props) {',
        '  return <NotFound {...props} />;',
        '}',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, '404.html');
    expect(html).toContain('<p>We could not find what you were looking for.</p>');
    expect(html).toContain(
      '<p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>',
    );
  });
});
