/**
 * A code block's HTML without highlighting, for code an island shows in the browser that the
 * server did not render (shiki does not run in the browser): the theme's markup, the code escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** HTML-escapes text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] as string);
}

/** The code block of `code` (one `.line` span per line), in `lang` when given. */
export function renderPlainCode(code: string, lang: string | undefined): string {
  const lines = code
    .split('\n')
    .map((line) => `<span class="line"><span>${escapeHtml(line)}</span></span>`)
    .join('\n');
  const language = lang ? ` data-language="${escapeHtml(lang)}"` : '';
  return `<div class="code-block"${language}><div class="code-block__body"><pre class="shiki" tabindex="0"><code>${lines}</code></pre></div></div>`;
}
