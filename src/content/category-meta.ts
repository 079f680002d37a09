import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../util/errors.ts';
import { parseYamlSource, schemaError } from '../util/yaml-source.ts';
import { loadTextFile } from './source-file.ts';

/** `_category_.json` / `_category_.yml`: how a docs folder appears in the sidebar. */
export const categoryMetaSchema = z.strictObject({
  /** Sidebar label (default: the folder name without number prefix). */
  label: z.string().optional(),
  /** Order among siblings. */
  position: z.number().optional(),
  /** Whether the category can be collapsed (default true). */
  collapsible: z.boolean().optional(),
  /** Whether it starts collapsed (default true). */
  collapsed: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  /** A generated index page, a doc, or null for no page. */
  link: z
    .union([
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.null(),
    ])
    .optional(),
});

/** A validated category file, with the file it came from. */
export type CategoryMeta = z.output<typeof categoryMetaSchema> & { file: string };

const NAMES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/**
 * Loads the category file of a folder, if it has one. Throws ContentError with file:line. A
 * second category file beside the one read (Docusaurus also reads only one) is named to `warn`.
 */
export async function loadCategoryMeta(
  dir: string,
  names: string[],
  warn?: (message: string) => void,
): Promise<CategoryMeta | undefined> {
  const found = NAMES.filter((n) => names.includes(n));
  const name = found[0];
  if (!name) return undefined;
  const file = path.join(dir, name);
  for (const other of found.slice(1)) {
    const shown = path.relative(process.cwd(), path.join(dir, other)) || other;
    warn?.(`${shown}: not read: ${name} beside it is the folder's category file (remove one of them)`);
  }
  const text = await loadTextFile(file);
  // JSON is YAML, so one parser gives line numbers for both.
  const source = parseYamlSource(text, file, { exitCode: 1 });
  const syntax = source.syntaxErrors[0];
  if (syntax) {
    throw new ContentError(
      `Category file is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${syntax.message}`,
      { file, position: syntax.position ?? { line: 1, column: 1 } },
    );
  }
  const result = source.validate(categoryMetaSchema);
  if (!result.success) throw schemaError(result.problems, { file, title: 'Category file' });
  return { ...result.data, file };
}
