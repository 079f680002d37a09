/**
 * A cheap estimate of how many tokens a language model's tokenizer makes of a text, so a tool
 * reading llms.txt can pick the pages that fit its context. No tokenizer is loaded (they weigh
 * megabytes and differ between models): BPE tokenizers make about one token of each common word,
 * more of long words and numbers, and merge short runs of punctuation. So: one token per word (per
 * 12 letters of a long one), per 3 digits, per 2 characters of a punctuation run, per line break
 * run. Measured on this site's twins against OpenAI's o200k and cl100k tokenizers it is 4-24 % over
 * (median 9 %) and never under: an estimate that errs on the side of fitting (README, "Docs for AI
 * readers").
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  // Groups: 1 letters, 2 digits, 3 line breaks; else a punctuation run.
  for (const match of text.matchAll(/([\p{L}\p{M}]+)|(\p{N}+)|(\n+)|[^\s\p{L}\p{M}\p{N}]+/gu)) {
    if (match[1] !== undefined) tokens += Math.ceil(match[1].length / 12);
    else if (match[2] !== undefined) tokens += Math.ceil(match[2].length / 3);
    else if (match[3] !== undefined) tokens += 1;
    else tokens += Math.ceil(match[0].length / 2);
  }
  return tokens;
}

/** How llms.txt shows an estimate: two significant digits (`~850`, `~1,200`), at least 10. */
export function formatTokens(tokens: number): string {
  const magnitude = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(tokens, 1))) - 1);
  const rounded = Math.max(10, Math.round(tokens / magnitude) * magnitude);
  return `~${rounded.toLocaleString('en-US')} tokens`;
}
