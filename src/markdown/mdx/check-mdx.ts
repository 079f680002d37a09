/**
 * Checks an MDX tree before it is compiled: every import resolves (a Docusaurus module rnhc-docs
 * provides, a file of the site, a package) and every component used in JSX is imported or
 * defined. A problem fails the page with the line of the import or the tag, instead of an esbuild
 * error about generated JavaScript or a throw at render time.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { collectThemePackages, RAW_LOADER, resolveThemeImport } from '../../pipeline/docusaurus-shims.ts';
import { collectSwizzled } from '../../pipeline/swizzled.ts';
import { isIslandSource, LINE_PROP } from '../../shared/island-names.ts';

/** What the check needs of the site. */
export interface CheckMdxOptions {
  /** The site folder (`@site/...`). */
  siteDir: string;
  /**
   * Parses an imported markdown partial (its MDX tree, untransformed): the page's markdown twin
   * shows the partial's text where the page uses it (see llms/mdx-twin.ts).
   */
  parsePartial?: (file: string) => Root | undefined;
  /** Names every MDX file can use without importing them (the site's `src/theme/MDXComponents`). */
  provided?: () => Iterable<string>;
}

declare module 'vfile' {
  interface DataMap {
    /** Every module the MDX file imports, as written. */
    importSources: string[];
    /** Imported markdown partials by their local name, parsed (for the twin). */
    partialTrees: ReadonlyMap<string, Root>;
  }
}

const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.md', '.mdx', '.json'];

/** The file an import of a site file names, if it exists (as esbuild resolves it). */
export function resolveSiteFile(target: string): string | undefined {
  for (const extension of EXTENSIONS) {
    const candidate = target + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  for (const extension of EXTENSIONS.slice(1)) {
    const candidate = path.join(target, `index${extension}`);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const requireFromHere = createRequire(import.meta.url);

function packageExists(name: string, fromDir: string): boolean {
  for (const resolve of [createRequire(path.join(fromDir, 'x.js')).resolve, requireFromHere.resolve]) {
    try {
      resolve(name);
      return true;
    } catch {
      // next
    }
  }
  return false;
}

/** Why an import cannot be used, or undefined when it can. */
function importProblem(
  request: string,
  file: string,
  siteDir: string,
  swizzled: () => ReadonlyMap<string, string>,
): string | undefined {
  // The file a raw-loader import reads (docusaurus-shims.ts).
  const source = request.replace(RAW_LOADER, '');
  if (/^(@docusaurus|@theme|@theme-original|@theme-init)\//.test(source)) {
    const resolved = resolveThemeImport(source, swizzled(), file);
    if (resolved?.kind !== 'missing') return undefined;
    // A component of a theme the site declares and rnhc-docs does not run: the bundle stands in
    // for it, named in a warning (src/pipeline/docusaurus-shims.ts).
    if (/^@theme\//.test(source) && collectThemePackages(siteDir).length > 0) return undefined;
    return resolved.reason;
  }
  if (source.startsWith('@site/')) {
    const target = path.join(siteDir, source.slice('@site/'.length));
    return resolveSiteFile(target) ? undefined : `${source} does not exist (looked for ${target})`;
  }
  if (source.startsWith('.') || source.startsWith('/')) {
    const target = path.resolve(path.dirname(file), source);
    return resolveSiteFile(target) ? undefined : `${source} does not exist (looked for ${target})`;
  }
  return undefined;
}

/**
 * The package of an import that neither the site nor rnhc-docs has, or undefined. Such an import
 * is not fatal: its components render nothing (src/pipeline/docusaurus-shims.ts), named in a warning,
 * so a site copied without its node_modules still builds.
 */
function missingPackage(request: string, file: string, siteDir: string): string | undefined {
  const source = request.replace(RAW_LOADER, '');
  if (
    /^(@docusaurus|@theme|@theme-original|@theme-init|@site)\//.test(source) ||
    source.startsWith('.') ||
    source.startsWith('/')
  )
    return undefined;
  // The site's node_modules too, as Docusaurus's webpack resolve.modules: docs outside the site.
  if (packageExists(source, path.dirname(file)) || packageExists(source, siteDir)) return undefined;
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The rule of the warning for an import of a package that is not installed (named once per package). */
export const MISSING_PACKAGE_RULE = 'missing-package';

interface EstreeNode {
  type: string;
  source?: { value?: unknown };
  specifiers?: Array<{ local: { name: string } }>;
  declaration?: EstreeNode | null;
  declarations?: Array<{ id: { type: string; name?: string } }>;
  id?: { name?: string } | null;
}

/** The remark plugin (after remark-mdx's parse, before anything reads JSX). */
export const remarkCheckMdx: Plugin<[CheckMdxOptions], Root> = (options) => {
  // The site's swizzled theme components (`@theme/X` finds them), read on the first theme import.
  let swizzled: Map<string, string> | undefined;
  const swizzledOnce = () => {
    swizzled ??= collectSwizzled(options.siteDir);
    return swizzled;
  };
  return (tree, file) => checkTree(tree, file, options, swizzledOnce);
};

function checkTree(tree: Root, file: VFile, options: CheckMdxOptions, swizzled: () => ReadonlyMap<string, string>) {
  const defined = new Set<string>(options.provided?.() ?? []);
  /** Local names imported from site files: possible islands, whose elements get their line. */
  const siteComponents = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const body = (node.data?.estree?.body ?? []) as unknown as EstreeNode[];
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration' && typeof statement.source?.value === 'string') {
        const problem = file.path
          ? importProblem(statement.source.value, file.path, options.siteDir, swizzled)
          : undefined;
        if (problem) file.fail(`Cannot import ${problem}`, node, 'mdx:import');
        const missing = file.path ? missingPackage(statement.source.value, file.path, options.siteDir) : undefined;
        if (missing) {
          file.message(
            `package "${missing}" is not installed (in the site or rnhc-docs): what this page imports from it renders only its children`,
            node,
          ).ruleId = MISSING_PACKAGE_RULE;
        }
        file.data.importSources = [...(file.data.importSources ?? []), statement.source.value];
        for (const specifier of statement.specifiers ?? []) defined.add(specifier.local.name);
        const source = statement.source.value;
        if (isIslandSource(source)) for (const s of statement.specifiers ?? []) siteComponents.add(s.local.name);
        const local = statement.specifiers?.[0]?.local.name;
        if (options.parsePartial && local && file.path && /\.mdx?$/.test(source)) {
          const target = source.startsWith('@site/')
            ? path.join(options.siteDir, source.slice('@site/'.length))
            : path.resolve(path.dirname(file.path), source);
          const partial = options.parsePartial(target);
          if (partial) file.data.partialTrees = new Map([...(file.data.partialTrees ?? []), [local, partial]]);
        }
      }
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.id?.name) defined.add(declaration.id.name);
      for (const d of declaration?.declarations ?? []) if (d.id.name) defined.add(d.id.name);
    }
  });
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as { name?: string | null }).name;
    if (!name) return;
    const base = name.split('.')[0] ?? name;
    // Lower-case names are HTML elements; `props.x` is the content's own props.
    if (!/^[A-Z_$]/.test(base) && !name.includes('.')) return;
    if (siteComponents.has(name) && node.position) {
      // The element's line, for the island's warnings (templates/docusaurus/islands.tsx).
      (node as MdxJsxFlowElement).attributes.push({
        type: 'mdxJsxAttribute',
        name: LINE_PROP,
        value: String(node.position.start.line),
      });
    }
    if (base === 'props' || defined.has(base)) return;
    file.fail(
      `<${name}> is not defined: import it (\`import ${base} from '...'\`) or define it in the file (\`export const ${base} = ...\`)`,
      node,
      'mdx:component',
    );
  });
}
