/**
 * A cheap estimate of how many tokens a language model's tokenizer makes of a text, so a tool
 * reading llms.txt can pick the pages that fit its context. No tokenizer is loaded (they weigh
 * megabytes and differ between models): BPE tokenizers of current models make about one token of
 * each common English word, and several of long words, numbers, punctuation and code symbols.
 * The estimate counts words (one token per 6 letters, at least one), digits (one per 3), every
 * other non-space character (one each) and every line break; see README "Docs for AI readers"
 * for how close it comes to a real tokenizer on this site.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(/[\p{L}\p{M}]+|\p{N}+|[^\s\p{L}\p{M}\p{N}]|\n/gu)) {
    const piece = match[0];
    const first = piece.charCodeAt(0);
    if (piece === '\n') tokens += 1;
    else if (first >= 48 && first <= 57) tokens += Math.ceil(piece.length / 3);
    else if (/[\p{L}\p{M}]/u.test(piece[0] ?? '')) tokens += Math.ceil(piece.length / 6);
    else tokens += 1;
  }
  return tokens;
}

/** How llms.txt shows an estimate: two significant digits (`~850`, `~1,200`), at least 10. */
export function formatTokens(tokens: number): string {
  const magnitude = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(tokens, 1))) - 1);
  const rounded = Math.max(10, Math.round(tokens / magnitude) * magnitude);
  return `~${rounded.toLocaleString('en-US')} tokens`;
}
