/** Escapes text for an HTML attribute or text node written as a string (translations are not trusted HTML). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
