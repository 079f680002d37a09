/**
 * `@docusaurus/isInternalUrl`, which swizzled footers and navbars import (detox's
 * src/theme/Footer/LinkItem): true for a site path, false for a URL with a protocol or `//`.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

const component = `import isInternalUrl, { hasProtocol } from '@docusaurus/isInternalUrl';

export default function Badge() {
  const urls = ['/docs/intro', 'docs/intro', 'https://example.com', '//cdn.example.com/x.js', 'mailto:a@b.c'];
  return <span className="urls">{urls.map((url) => \`\${url}=\${isInternalUrl(url)}/\${hasProtocol(url)}\`).join(' ')}</span>;
}
`;

describe('@docusaurus/isInternalUrl', () => {
  it('tells site paths from URLs with a protocol, as Docusaurus does', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-sass', { 'src/components/Badge/index.js': component });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(await readOut(site, 'docs/intro/index.html')).toContain(
      '/docs/intro=true/false docs/intro=true/false https://example.com=false/true //cdn.example.com/x.js=false/true mailto:a@b.c=false/true',
    );
  });
});
