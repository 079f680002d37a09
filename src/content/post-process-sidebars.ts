import GithubSlugger from 'github-slugger';
import { normaliseRoute } from './normalise-route.ts';
import type { SidebarNode } from './types.ts';

/**
 * The last step Docusaurus applies to a version's sidebars (plugin-content-docs,
 * sidebars/postProcessor): a generated index without a `slug` gets `/category/<label slug>`, from
 * one slugger for the whole version, so categories of the same label get `-1`, `-2`... in the
 * order the sidebars list them (sidebar by sidebar, a category before its items); a category
 * left without items but linked to a doc becomes that doc's item, under the category's label; a
 * category that cannot be collapsed is expanded.
 */
export function postProcessSidebars(
  sidebars: Record<string, SidebarNode[]>,
  routeBase: string,
): Record<string, SidebarNode[]> {
  const slugger = new GithubSlugger();
  const processItem = (node: SidebarNode): SidebarNode => {
    if (node.type !== 'category') return node;
    let link = node.link;
    if (link?.type === 'generated-index' && link.defaultSlug) {
      const { defaultSlug: _defaultSlug, ...rest } = link;
      link = { ...rest, route: normaliseRoute(`${routeBase}/category/${slugger.slug(node.label)}`) };
    }
    const items = node.items.map(processItem);
    if (items.length === 0 && link?.type === 'doc') {
      return { type: 'doc', id: link.id, label: node.label, ...(node.className ? { className: node.className } : {}) };
    }
    // A category that cannot be collapsed is expanded, whatever it says (Docusaurus's rule).
    return { ...node, link, items, ...(node.collapsible ? {} : { collapsed: false }) };
  };
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map(processItem)]));
}
