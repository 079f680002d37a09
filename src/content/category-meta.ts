import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../util/errors.ts';
import { yamlToJs } from '../util/yaml-to-js.ts';
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

/** Loads the category file of a folder, if it has one. Throws ContentError with file:line. */
export async function loadCategoryMeta(dir: string, names: string[]): Promise<CategoryMeta | undefined> {
  const name = NAMES.find((n) => names.includes(n));
  if (!name) return undefined;
  const file = path.join(dir, name);
  const text = await loadTextFile(file);
  // JSON is YAML, so one parser gives line numbers for both.
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  const syntax = doc.errors[0];
  if (syntax) {
    const pos = syntax.linePos?.[0];
    throw new ContentError(
      `Category file is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${syntax.message.split('\n')[0]}`,
      {
        file,
        position: { line: pos?.line ?? 1, column: pos?.col ?? 1 },
      },
    );
  }
  const result = categoryMetaSchema.safeParse(yamlToJs(doc, { file, lineCounter, exitCode: 1 }) ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const keyPath = (issue?.path ?? []) as Array<string | number>;
    const node = keyPath.length ? doc.getIn(keyPath, true) : undefined;
    const range = node && typeof node === 'object' && 'range' in node ? (node.range as number[]) : undefined;
    const pos = range?.[0] !== undefined ? lineCounter.linePos(range[0]) : undefined;
    throw new ContentError(`${keyPath.join('.') || 'category'}: ${issue?.message ?? 'invalid'}`, {
      file,
      position: { line: pos?.line ?? 1, column: pos?.col ?? 1 },
    });
  }
  return { ...result.data, file };
}
