import { type Document, isAlias, type LineCounter, visit } from 'yaml';
import { RnhcError } from './errors.ts';

/**
 * Aliases a document may expand (yaml's own default). Each alias copies its anchor's value, so a
 * few lines of nested aliases can stand for billions of nodes (a "billion laughs" bomb).
 */
export const MAX_ALIAS_COUNT = 100;

/**
 * `doc.toJS()` with the alias limit turned into an error naming the file and the first alias,
 * instead of yaml's bare ReferenceError. `lineOffset` is added to lines (front matter starts on
 * the file's second line).
 */
export function yamlToJs(
  doc: Document,
  options: { file: string; lineCounter: LineCounter; exitCode: 1 | 2; lineOffset?: number },
): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let offset: number | undefined;
    visit(doc, {
      Alias(_key, node) {
        if (isAlias(node) && node.range) {
          offset = node.range[0];
          return visit.BREAK;
        }
        return undefined;
      },
    });
    const pos = offset === undefined ? undefined : options.lineCounter.linePos(offset);
    throw new RnhcError(
      `YAML aliases expand too far (more than ${MAX_ALIAS_COUNT}): ${error.message.replace(/\.$/, '')}`,
      {
        file: options.file,
        ...(pos ? { position: { line: pos.line + (options.lineOffset ?? 0), column: pos.col } } : {}),
        exitCode: options.exitCode,
        hint: 'Write the values out, or use fewer nested * aliases.',
      },
    );
  }
}
