/**
 * A site's swizzled `src/theme/MDXComponents` (Docusaurus's way to use components in every MDX file
 * without importing them): `export default { ...MDXComponents, Highlight, Card: MyCard }`. Its
 * source is read, not run: each key of the exported object that names an import becomes that
 * import, which the MDX check adds to a file using the component (check-mdx.ts), so the component
 * renders (and hydrates, for a site component) as if the file had imported it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../../util/errors.ts';

/** An import a global MDX component comes from: the module (`@site/...` or a package) and the export. */
export interface MdxComponentImport {
  source: string;
  /** `default`, or the named export. */
  imported: string;
}

/** The components of the site's MDXComponents, by the name MDX uses. */
export type SiteMdxComponents = Record<string, MdxComponentImport>;

const EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs'];

/** The site's swizzled MDXComponents module, if it has one. */
export function findSiteMdxComponents(siteDir: string): string | undefined {
  const base = path.join(siteDir, 'src', 'theme', 'MDXComponents');
  for (const candidate of [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))])
    if (existsSync(candidate)) return candidate;
  return undefined;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** The name of an identifier or string literal node. */
function nameOf(node: unknown): string | undefined {
  const n = node as { type?: string; name?: string; value?: unknown } | undefined;
  if (n?.type === 'Identifier') return n.name;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  return undefined;
}

/**
 * Reads the components of the site's MDXComponents (empty when it has none). A key whose value is
 * not an import (a component written in the file) is not available, and is named when a page
 * uses it (the check's "not defined" error).
 */
export async function loadSiteMdxComponents(siteDir: string): Promise<SiteMdxComponents> {
  const file = findSiteMdxComponents(siteDir);
  if (!file) return {};
  const [{ transform }, { createProcessor }] = await Promise.all([import('esbuild'), import('@mdx-js/mdx')]);
  let program: EstreeNode;
  try {
    // Types stripped and printed by esbuild (one top-level statement from column 0, no blank
    // line), then read as one MDX import/export block: its declarations exported, which MDX needs.
    const { code } = await transform(await readFile(file, 'utf8'), {
      loader: file.endsWith('.ts') ? 'ts' : 'tsx',
      jsx: 'preserve',
      format: 'esm',
      sourcefile: file,
    });
    const esmOnly = code
      .replace(/^(?=(?:var|let|const|function|async function|class) )/gm, 'export ')
      .replace(/\n\s*\n/g, '\n');
    const tree = createProcessor({ format: 'mdx' }).parse(esmOnly);
    const esm = tree.children.find((node) => node.type === 'mdxjsEsm') as
      | { data?: { estree?: EstreeNode } }
      | undefined;
    if (!esm?.data?.estree) return {};
    program = esm.data.estree;
  } catch (error) {
    throw new ContentError(`The site's MDXComponents cannot be read: ${(error as Error).message}`, { file });
  }
  const body = (program.body as EstreeNode[]) ?? [];
  const imports = new Map<string, MdxComponentImport>();
  const objects = new Map<string, EstreeNode>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const raw = String((statement.source as { value: unknown }).value);
      // Relative to the MDXComponents file; a site file is written as `@site/...`, as MDX would import it.
      const source = /^\.\.?\//.test(raw)
        ? `@site/${path
            .relative(siteDir, path.resolve(path.dirname(file), raw))
            .split(path.sep)
            .join('/')}`
        : raw;
      for (const specifier of (statement.specifiers as EstreeNode[]) ?? []) {
        const local = nameOf(specifier.local);
        if (!local) continue;
        if (specifier.type === 'ImportDefaultSpecifier') imports.set(local, { source, imported: 'default' });
        if (specifier.type === 'ImportSpecifier')
          imports.set(local, { source, imported: nameOf(specifier.imported) ?? local });
      }
    }
    const declared = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as EstreeNode) : statement;
    if (declared?.type === 'VariableDeclaration') {
      for (const declaration of (declared.declarations as EstreeNode[]) ?? []) {
        const name = nameOf(declaration.id);
        const init = declaration.init as EstreeNode | undefined;
        if (name && init?.type === 'ObjectExpression') objects.set(name, init);
      }
    }
  }
  // `export default {...}`, or esbuild's `var x = {...}; export { x as default }`.
  let exported = body.find((s) => s.type === 'ExportDefaultDeclaration')?.declaration as EstreeNode | undefined;
  for (const statement of body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of (statement.specifiers as EstreeNode[]) ?? [])
      if (nameOf(specifier.exported) === 'default') exported = specifier.local as EstreeNode;
  }
  const object = exported?.type === 'Identifier' ? objects.get(nameOf(exported) ?? '') : exported;
  const components: SiteMdxComponents = {};
  if (object?.type !== 'ObjectExpression') return components;
  for (const property of (object.properties as EstreeNode[]) ?? []) {
    // `...MDXComponents` is the theme's own mapping: rnhc-docs' (Tabs, admonitions...) already.
    if (property.type !== 'Property') continue;
    const key = nameOf(property.key);
    const value = nameOf(property.value);
    const from = value ? imports.get(value) : undefined;
    // `@theme-original/...` is Docusaurus's own component, which rnhc-docs renders itself.
    if (key && from && !from.source.startsWith('@theme-original/')) components[key] = from;
  }
  return components;
}
