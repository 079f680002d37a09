/** A few lines of DOM building for the search dialog (the lazy chunk carries no UI framework). */

/** Attribute values: `true` sets an empty attribute, `false`/undefined leave it out. */
export type Attributes = Record<string, string | number | boolean | undefined>;
/** What an element can contain. */
export type Child = Node | string | false | undefined;

/** Creates an element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== false && child !== undefined) element.append(child);
  return element;
}

/**
 * The magnifying glass of the navbar button: like templates/Icons, an empty decorative span that
 * the theme stylesheet draws (icons.css), `size` px square.
 */
export function searchIcon(className: string, size: number): HTMLSpanElement {
  return h('span', {
    class: `icon icon--search ${className}`,
    style: `width:${size}px;height:${size}px`,
    'aria-hidden': 'true',
  });
}
