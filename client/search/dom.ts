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

/** The magnifying glass of the navbar button (templates/Icons), decorative. */
export function searchIcon(className: string, size: number): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const attributes: Record<string, string> = {
    class: `icon ${className}`,
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  svg.innerHTML = '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>';
  return svg;
}
