import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** A theme library's built file, importing a name rnhc-docs' theme-common does not have. */
const LIBRARY = `import { processAdmonitionProps as p, useThemeConfig } from "@docusaurus/theme-common";
import { jsx } from "react/jsx-runtime";
export function Admonition(props) {
  return jsx("div", p(props));
}
export function Banner() {
  const config = useThemeConfig();
  return jsx("p", { className: "banner", children: "Banner of the theme library" + (config ? "" : "?") });
}
`;

/**
 * A package written for Docusaurus (a shared theme library) imports more of a Docusaurus module
 * than rnhc-docs provides: the names it lacks are stand-ins, named once, and the build goes on
 * (what the site renders of the library still renders).
 */
describe('a theme package importing names rnhc-docs lacks', () => {
  it('builds, with the lacking names as stand-ins, named', { timeout: 120_000 }, async () => {
    const site = await makeSite('theme-package-exports', {
      'node_modules/theme-lib/package.json': JSON.stringify({ name: 'theme-lib', type: 'module', main: 'index.js' }),
      'node_modules/theme-lib/index.js': LIBRARY,
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toContain('<p class="banner">Banner of the theme library</p>');
    const output = `${result.stdout}${result.stderr}`;
    expect(output.match(/processAdmonitionProps/g)).toHaveLength(1);
    expect(output).toMatch(
      /imports "processAdmonitionProps" from "@docusaurus\/theme-common", which rnhc-docs' @docusaurus\/theme-common does not have/,
    );
    expect(output).not.toMatch(/useThemeConfig/);
  });

  it('gives stand-ins for what React no longer has to a package written for an older React', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('theme-package-exports', {
      'node_modules/theme-lib/package.json': JSON.stringify({ name: 'theme-lib', type: 'module', main: 'index.js' }),
      // react-native-web 0.18's findNodeHandle: React 19's react-dom has no findDOMNode.
      'node_modules/theme-lib/index.js': `import { findDOMNode } from "react-dom";
import { jsx } from "react/jsx-runtime";
export function Banner() {
  return jsx("p", { className: "banner", children: typeof findDOMNode === "function" ? "Banner of the theme library" : "?" });
}
`,
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const output = `${result.stdout}${result.stderr}`;
    expect(output.match(/findDOMNode/g)).toHaveLength(1);
    expect(output).toMatch(/imports "findDOMNode" from "react-dom", which React 19's react-dom does not have/);
  });
});
