/**
 * `url(data:...)` and `url(https://...)` in a CSS module of the site's own (jest's home page
 * draws its Twitter icon with a data URL) are kept as written, as webpack's css-loader keeps
 * them: they are not packages to look up, and the build does not fail on them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildDocusaurus, makeSite } from './helpers.ts';

const ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const FONT = 'https://fonts.example.com/inter.woff2';

/** The stylesheets and pages written (a page's CSS modules may be inlined in its HTML). */
async function stylesOf(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => /\.(css|html)$/.test(f));
  return (await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n');
}

it('keeps data: and https: URLs of a CSS module', { timeout: 120_000 }, async () => {
  const site = await makeSite('docusaurus-home');
  const css = await readFile(path.join(site, 'src/pages/index.module.css'), 'utf8');
  await writeFile(
    path.join(site, 'src/pages/index.module.css'),
    `${css}\n.heroBanner::before {\n  background-image: url(${ICON});\n}\n@font-face {\n  font-family: Inter;\n  src: url("${FONT}") format("woff2");\n}\n`,
  );
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  const built = await stylesOf(path.join(site, 'build'));
  expect(built).toContain(ICON);
  expect(built).toContain(FONT);
});
