/**
 * The problems rendering and link checking find, reported through the build's collector
 * (diagnostics.ts) with the config's policies: one message per problem, however many pages or
 * locales show it.
 */
import type { ResolvedConfig } from '../config/load-config.ts';
import { MISSING_PACKAGE_RULE } from '../markdown/mdx/check-mdx.ts';
import type { DiagnosticCollector } from './diagnostics.ts';
import { requireFromHere } from './docusaurus-shims.ts';
import type { LinkProblem } from './links/check-links.ts';
import { describeLinkProblems } from './links/report-links.ts';
import type { MissingExport } from './missing-exports.ts';
import type { ContentWarning } from './render/render-route.ts';

/** The key under which a missing package is reported (named once, by MDX or by site code). */
function missingKey(name: string): string {
  return `${name}\0missing`;
}

/**
 * Markdown messages of the rendered pages. A fallback page repeats its original's messages: each
 * is reported once; a missing package is named once, at the first page that imports it.
 */
export function reportRenderWarnings(
  diagnostics: DiagnosticCollector,
  config: Pick<ResolvedConfig, 'onBrokenMarkdownLinks'>,
  warnings: readonly ContentWarning[],
): void {
  for (const warning of warnings) {
    const missing = warning.ruleId === MISSING_PACKAGE_RULE;
    // A package named by the MDX check is not named again for the site code that imports it.
    const name = missing ? /package "([^"]+)"/.exec(warning.message)?.[1] : undefined;
    if (name) diagnostics.mark(missingKey(name));
    const markdownLink = warning.ruleId === 'broken-markdown-link';
    diagnostics.reportWith(markdownLink ? config.onBrokenMarkdownLinks : 'warn', {
      code: warning.ruleId ?? 'markdown',
      message: `${warning.location}: ${warning.message}`,
      ...(missing ? { key: warning.message } : { key: `${warning.location}\0${warning.message}` }),
      ...(markdownLink ? { setting: 'onBrokenMarkdownLinks' } : {}),
    });
  }
}

/** The React the theme client shares with islands (a package's import React lacks is named with it). */
const REACT_VERSION = (requireFromHere('react') as { version: string }).version.split('.')[0];

/** Packages site code (components, React pages) imports that nobody has: one warning each. */
export function reportMissingPackages(
  diagnostics: DiagnosticCollector,
  packages: Iterable<readonly [name: string, importer: string]>,
): void {
  for (const [name, importer] of packages) {
    // `module (member)`: a name a package imports that rnhc-docs' module (or React's) lacks.
    const [, module, member] = /^(\S+) \(([\w$]+)\)$/.exec(name) ?? [];
    const owner = module && /^react(-dom)?(\/|$)/.test(module) ? `React ${REACT_VERSION}'s` : "rnhc-docs'";
    diagnostics.report({
      severity: 'warning',
      code: 'missing-package',
      key: missingKey(name),
      message: member
        ? `${importer}: imports "${member}" from "${module}", which ${owner} ${module} does not have: it was replaced by a stand-in that renders only its children`
        : /^@(docusaurus|theme)\//.test(name)
          ? `${importer}: imports "${name}", a Docusaurus module rnhc-docs does not provide: it was replaced by a stand-in that renders only its children`
          : `${importer}: imports "${name}", which is not installed (in the site or rnhc-docs): it was replaced by a stand-in that renders only its children`,
    });
  }
}

/** Package files that do not parse as JavaScript (Flow, TypeScript source): one warning per package. */
export function reportUnparsedPackages(
  diagnostics: DiagnosticCollector,
  packages: Iterable<readonly [name: string, file: string]>,
): void {
  for (const [name, file] of packages) {
    diagnostics.report({
      severity: 'warning',
      code: 'unparsed-package',
      key: `${name}\0unparsed`,
      message: `${file}: "${name}" ships code that is not plain JavaScript (Flow or TypeScript source, which the site's own bundler config compiles): its files that do not parse were replaced by a stand-in that renders only its children`,
    });
  }
}

/**
 * The link checker's problems under `onBrokenLinks` / `onBrokenAnchors`; returns their keys.
 * `reported`: keys reported before (watch mode), whose warnings are not repeated; an error is
 * reported as long as it lasts.
 */
export function reportLinkProblems(
  diagnostics: DiagnosticCollector,
  config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors'>,
  problems: LinkProblem[],
  reported: ReadonlySet<string> = new Set(),
): string[] {
  const reports = describeLinkProblems(problems, config);
  for (const { key, message, policy, setting } of reports) {
    if (policy !== 'throw' && reported.has(key)) continue;
    diagnostics.reportWith(policy, {
      code: 'broken-link',
      key: `link\0${key}`,
      message,
      ...(setting ? { setting } : {}),
    });
  }
  return reports.map((report) => report.key);
}

/**
 * Imports of a name their module does not export (missing-exports.ts): each is `undefined`, as
 * webpack leaves it, and named once, at its file and line.
 */
export function reportMissingExports(diagnostics: DiagnosticCollector, missing: Iterable<MissingExport>): void {
  for (const { file, line, column, name, module } of missing) {
    diagnostics.report({
      severity: 'warning',
      code: 'missing-export',
      file,
      line,
      column,
      message: `"${name}" is imported from "${module}", which does not export it: it is undefined here, as webpack (so Docusaurus) leaves it (a TypeScript type imported as a value?)`,
    });
  }
}
