/**
 * The search dialog's stylesheet is imported as text (`with { type: 'text' }`, an esbuild
 * loader) by the lazy search chunk, which injects it on first open.
 */
declare module '*/styles/search.css' {
  const css: string;
  export default css;
}
