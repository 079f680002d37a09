import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Docusaurus version a site is built with, and where it was read. */
export interface DocusaurusVersion {
  version: string;
  /** The installed `@docusaurus/core`'s package.json, else the site's package.json (a range). */
  from: string;
}

/**
 * The site's Docusaurus version: the installed `@docusaurus/core` when the site has its
 * node_modules, else the version its package.json asks for (`^2.0.0-alpha.72` → `2.0.0-alpha.72`).
 * Undefined when neither says (then rnhc-docs behaves as Docusaurus 3).
 */
export function readDocusaurusVersion(siteDir: string): DocusaurusVersion | undefined {
  try {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json');
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    if (typeof version === 'string') return { version, from: file };
  } catch {
    // Not installed (or no readable package.json): the site's own package.json may still say.
  }
  const file = path.join(siteDir, 'package.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> | undefined>;
    for (const field of ['dependencies', 'devDependencies']) {
      for (const name of ['@docusaurus/core', '@docusaurus/preset-classic']) {
        const spec = manifest[field]?.[name];
        const version = typeof spec === 'string' ? /^[\^~=v\s]*(\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(spec)?.[1] : undefined;
        if (version) return { version, from: file };
      }
    }
  } catch {
    // No package.json, or not JSON: nothing says which Docusaurus the site is on.
  }
  return undefined;
}

/**
 * Whether Docusaurus of this version titles a page whose own title is the site title by the site
 * title alone (`<Layout title={siteConfig.title}>`): theme-common's TitleFormatterFnDefault, from
 * 3.7.0 on; 3.6 formatted it as any title ("React Redux | React Redux").
 */
export function titlesSiteTitleAlone(version: string): boolean {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  return match !== null && (Number(match[1]) > 3 || (Number(match[1]) === 3 && Number(match[2]) >= 7));
}

/**
 * Whether Docusaurus of this version titled a doc without a front matter `title` by its id: the
 * first heading became the title in 2.0.0-alpha.73 (facebook/docusaurus#4485).
 */
export function titlesDocsById(version: string): boolean {
  const alpha = /^2\.0\.0-alpha\.(\d+)$/.exec(version);
  return alpha !== null && Number(alpha[1]) < 73;
}

/**
 * Whether Docusaurus of this version left a React page that names no title (no `<Layout title>`,
 * or no Layout: a `<Redirect>`) with an empty `<title>`: its Layout wrote one only for a title it
 * was given, until core's SiteMetadataDefaults gave every page the site's title (2.0.0-beta.18).
 */
export function leavesUntitledPagesEmpty(version: string): boolean {
  const pre = /^2\.0\.0-(alpha|beta)\.(\d+)$/.exec(version);
  return pre !== null && (pre[1] === 'alpha' || Number(pre[2]) < 18);
}
