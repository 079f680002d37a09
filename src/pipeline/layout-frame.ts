/**
 * What a Docusaurus React page renders outside `@theme/Layout`. Docusaurus renders Layout's frame
 * (skip link, announcement bar, navbar, main wrapper, footer) where Layout is in the page's tree,
 * so a page written as `<><Banner /><Layout>...</Layout></>` (detox's home page) shows its banner
 * above the navbar. rnhc-docs' theme renders the frame around the page's HTML instead: the page's
 * content outside Layout is taken out of it here and placed by the theme before and after its
 * frame (templates/Layout, `page.frame`).
 *
 * The page's island hydrates the whole component as rendered, so the HTML it hydrates keeps that
 * content where React rendered it, hidden (`data-rnhc-outside`, ids removed so they stay unique):
 * what readers see outside the frame is the server's HTML, not hydrated.
 */
import { Parser } from 'htmlparser2';

/** The attribute `@theme/Layout`'s element carries (templates/docusaurus/index.tsx). */
export const LAYOUT_ATTRIBUTE = 'data-rnhc-layout';
/** The attribute that hides, in the page's own HTML, content shown outside the frame. */
export const OUTSIDE_ATTRIBUTE = 'data-rnhc-outside';

/** The page's HTML without what it renders outside Layout, and that content. */
export interface LayoutFrameSplit {
  /** The page's HTML as the island hydrates it, with the content outside Layout hidden. */
  html: string;
  /** HTML shown before the theme's frame (above the skip link and navbar). */
  before: string;
  /** HTML shown after the theme's frame (below the footer). */
  after: string;
}

/**
 * Elements that show nothing: React 19 hoists resources to the start of its output (an image's
 * `<link rel="preload">`: react-native-website's home page has 29), and a page's `<style>` or
 * `<script>` applies wherever it is. They stay where React rendered them and do not count as
 * content outside Layout.
 */
const NOT_SHOWN = new Set(['link', 'meta', 'title', 'base', 'style', 'script', 'noscript', 'template']);

interface HtmlNode {
  /** Tag name (elements), lower case. */
  name: string;
  start: number;
  end: number;
  /** End of the opening tag (elements). */
  openEnd: number;
  element: boolean;
  /** Text that is not only white space (text nodes). */
  visible: boolean;
  layout: boolean;
  children: HtmlNode[];
}

/** The page's HTML as a tree of element and text positions. */
function parsePositions(html: string): HtmlNode {
  const root: HtmlNode = {
    name: '',
    start: 0,
    end: html.length,
    openEnd: 0,
    element: true,
    visible: false,
    layout: false,
    children: [],
  };
  const stack: HtmlNode[] = [root];
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const node: HtmlNode = {
          name: name.toLowerCase(),
          start: parser.startIndex,
          end: parser.endIndex + 1,
          openEnd: parser.endIndex + 1,
          element: true,
          visible: false,
          layout: LAYOUT_ATTRIBUTE in attributes,
          children: [],
        };
        stack.at(-1)?.children.push(node);
        stack.push(node);
      },
      onclosetag(_name, isImplied) {
        const node = stack.pop();
        // A void element (`<img>`) closes where it opened; an explicit close tag ends it.
        if (node && !isImplied) node.end = parser.endIndex + 1;
      },
      ontext(text) {
        stack.at(-1)?.children.push({
          name: '',
          start: parser.startIndex,
          end: parser.endIndex + 1,
          openEnd: parser.startIndex,
          element: false,
          visible: text.trim() !== '',
          layout: false,
          children: [],
        });
      },
      oncomment() {
        // React's `<!-- -->` text separators: nothing to show or hide.
      },
    },
    { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return root;
}

/** The chain of nodes from the root's child down to Layout's element, if the page renders one. */
function findLayoutChain(node: HtmlNode): HtmlNode[] | undefined {
  for (const child of node.children) {
    if (child.layout) return [child];
    const below = child.element ? findLayoutChain(child) : undefined;
    if (below) return [child, ...below];
  }
  return undefined;
}

/** Removes `id` attributes from React's HTML (attributes always double-quoted, `"` escaped). */
function withoutIds(html: string): string {
  return html.replace(/(<[a-zA-Z][^<>]*?)\sid="[^"]*"/g, '$1');
}

/**
 * Splits a page's server-rendered HTML around the element of `@theme/Layout`: the elements before
 * and after it (at every level above it) are what Docusaurus shows outside its frame. Undefined
 * when the page renders no Layout, nothing outside it, or text outside it (which cannot be hidden
 * in place: the page then stays as it is, all inside the frame).
 */
export function splitLayoutFrame(html: string): LayoutFrameSplit | undefined {
  if (!html.includes(LAYOUT_ATTRIBUTE)) return undefined;
  const root = parsePositions(html);
  const chain = findLayoutChain(root);
  if (!chain) return undefined;
  const beforeParts: HtmlNode[] = [];
  const afterLevels: HtmlNode[][] = [];
  let parent = root;
  for (const link of chain) {
    const at = parent.children.indexOf(link);
    beforeParts.push(...parent.children.slice(0, at));
    afterLevels.unshift(parent.children.slice(at + 1));
    parent = link;
  }
  // In document order: what follows Layout inside its parents comes before what follows them.
  const afterParts = afterLevels.flat();
  const outside = [...beforeParts, ...afterParts];
  if (outside.some((node) => !node.element && node.visible)) return undefined;
  const shown = (node: HtmlNode) => node.element && !NOT_SHOWN.has(node.name);
  const elements = outside.filter(shown);
  if (elements.length === 0) return undefined;
  const slice = (nodes: HtmlNode[]) =>
    nodes
      .filter(shown)
      .map((node) => html.slice(node.start, node.end))
      .join('');
  // Hidden in place, from the last to the first so that earlier positions stay valid.
  let hidden = html;
  for (const node of [...elements].sort((a, b) => b.start - a.start)) {
    const open = html.slice(node.start, node.openEnd);
    const name = /^<[^\s/>]+/.exec(open)?.[0] ?? '';
    const marked = `${name} ${OUTSIDE_ATTRIBUTE}=""${open.slice(name.length)}`;
    hidden =
      hidden.slice(0, node.start) + withoutIds(marked + html.slice(node.openEnd, node.end)) + hidden.slice(node.end);
  }
  return { html: hidden, before: slice(beforeParts), after: slice(afterParts) };
}
