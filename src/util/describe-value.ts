/** Short printable form of a value for error messages (`"text"`, `42`, `{"a":1}`, `nothing`). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  try {
    const text = JSON.stringify(value);
    // JSON.stringify gives undefined for functions and symbols.
    if (text === undefined) return String(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return String(value);
  }
}
