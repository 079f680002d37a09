/**
 * The class names Docusaurus gives an admonition, which a Docusaurus site's CSS targets: its
 * classic theme (2.4 and 3.x, `Admonition/Layout` and `Admonition/Type/*`) writes
 * `theme-admonition theme-admonition-<type> alert alert--<colour>`, the type as written and
 * Infima's alert colour of the type (`note` is `alert--secondary`). Sites recolour admonitions
 * through Infima's alert variables (`--ifm-color-secondary-contrast-background`...) or name
 * these classes; rnhc-docs' own `admonition admonition-<kind>` stay first (the markdown twin
 * reads the kind from them).
 */

/** Infima's alert colour of each type Docusaurus knows, its legacy aliases included (Admonition/Types). */
const INFIMA_ALERT: Record<string, string> = {
  note: 'secondary',
  secondary: 'secondary',
  tip: 'success',
  success: 'success',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

/**
 * The classes of an admonition written as `name` and shown as `kind` (an unknown type is shown
 * as a note, and named in a warning): rnhc-docs' own, then, with `docusaurus`, Docusaurus's.
 */
export function createAdmonitionClasses(name: string, kind: string, docusaurus: boolean): string[] {
  const own = ['admonition', `admonition-${kind}`];
  if (!docusaurus) return own;
  const type = name.toLowerCase() in INFIMA_ALERT ? name.toLowerCase() : kind;
  return [
    ...own,
    'theme-admonition',
    `theme-admonition-${type}`,
    'alert',
    `alert--${INFIMA_ALERT[type] ?? 'secondary'}`,
  ];
}

/** `:::type` at the start of a line (any fence length), and `<Admonition type="type">` in MDX. */
const ADMONITION_TYPE =
  /^[ \t>]*:{3,}[ \t]*([A-Za-z][\w-]*)|<Admonition\b[^>]*?\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*['"]([^'"]*)['"]\s*\})/gm;

/**
 * Infima's alert classes that the admonitions of these markdown and MDX bodies carry on a
 * Docusaurus site (`alert` and one `alert--<colour>` per type used), so the stylesheet ships
 * Infima's rules for those and no others. A `:::` in a code block counts too: a few bytes of CSS
 * too many rather than an admonition without its colours.
 */
export function collectAdmonitionAlertClasses(bodies: Iterable<string>): Set<string> {
  const classes = new Set<string>();
  for (const body of bodies) {
    if (!body.includes(':::') && !body.includes('<Admonition')) continue;
    for (const match of body.matchAll(ADMONITION_TYPE)) {
      const type = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').toLowerCase();
      // Every `:::name` container is an admonition (remark-admonitions.ts): an unknown one a note.
      classes.add('alert').add(`alert--${INFIMA_ALERT[type] ?? 'secondary'}`);
    }
  }
  return classes;
}
