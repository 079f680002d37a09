import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image) shows the image a page imported, whatever
 * form the import took: rnhc-docs' hashed URL module, a responsive-loader object, a plain URL.
 */
describe('@docusaurus/plugin-ideal-image', () => {
  it('gives @theme/IdealImage, an <img> of the imported file', { timeout: 120_000 }, async () => {
    const site = await makeSite('ideal-image');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/IdealImage is not provided/);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'showcase/index.html');
    const src = /<img[^>]*src="(\/assets\/images\/app-[^"]+\.png)"[^>]*>/.exec(html);
    expect(src?.[0]).toContain('alt="An app"');
    expect(existsSync(path.join(site, 'build', src?.[1] ?? 'none'))).toBe(true);
    expect(html).toMatch(/<img[^>]*src="\/img\/plain\.png"/);
    // Named once, as what it gives (no resized copies), not as a plugin that is not applied.
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/plugin-ideal-image" is not supported/);
    expect(output.match(/plugin-ideal-image/g)).toHaveLength(1);
  });
});
