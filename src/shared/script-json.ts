/**
 * The one way a value goes into an inline `<script>` (JavaScript or `type="application/json"`):
 * JSON with `<`, `>`, `&` and the line separators U+2028/U+2029 written as `\uXXXX` escapes. Then
 * no string from config, front matter or translations can close the element (`</script>`), open a
 * comment (`<!--`) or end a JavaScript string literal, and the text means the same in JSON and in
 * JavaScript. Lives in templates/ because the server-only theme code (base-url-banner.ts) needs it
 * too and cannot import from src/.
 */
export function jsonForScript(value: unknown): string {
  // JSON.stringify gives undefined for undefined and functions: `null` keeps the script valid.
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, escapeOne);
}

function escapeOne(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
