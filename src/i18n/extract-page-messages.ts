import type { TranslationMessages } from './load-translations.ts';

/**
 * The messages a React page declares with `@docusaurus/Translate` (`<Translate id description>
 * message</Translate>`, `translate({ id, message, description })`), which Docusaurus's
 * write-translations adds to code.json. Read from the source text with patterns, not a parser:
 * a message built at run time cannot be extracted by Docusaurus either. The key is the id, else
 * the message.
 */
export function extractPageMessages(source: string, file: string): TranslationMessages {
  const out: TranslationMessages = {};
  const add = (attributes: Record<string, string>, message: string | undefined) => {
    const key = attributes.id ?? message;
    if (key === undefined) return;
    const text = message ?? attributes.id ?? key;
    out[key] ??= { message: text, description: attributes.description ?? `Used in ${file}` };
  };
  for (const match of source.matchAll(/<Translate\b([^>]*?)(?:\/>|>([^<]*)<\/Translate>)/g)) {
    const message = match[2]?.trim();
    add(
      readAttributes(match[1] ?? '', /([A-Za-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)')\s*\})/g),
      message || undefined,
    );
  }
  for (const match of source.matchAll(/\btranslate\(\s*\{([^}]*)\}/g)) {
    const attributes = readAttributes(match[1] ?? '', /([A-Za-z]+)\s*:\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)/g);
    add(attributes, attributes.message);
  }
  return out;
}

function readAttributes(text: string, pattern: RegExp): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of text.matchAll(pattern)) {
    const value = match.slice(2).find((v) => v !== undefined);
    if (match[1] && value !== undefined) out[match[1]] = value;
  }
  return out;
}
