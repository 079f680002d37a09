/**
 * Docusaurus's `npm2yarn` code blocks: a fence whose meta holds `npm2yarn` becomes tabs with the
 * npm, Yarn and pnpm commands, in the tab group `npm2yarn` (one choice for every such block of the
 * site, kept like any `<Tabs groupId>`). The conversion is the `npm-to-yarn` package's, the one
 * Docusaurus's plugin uses. The markup is the `<Tabs>` component's (client/tabs.ts drives both),
 * made from mdast nodes with `hName`, so plain markdown and MDX get it alike.
 */
import type { Code, Root, RootContent } from 'mdast';
import npmToYarn from 'npm-to-yarn';
import type { Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

// The package's types describe its CommonJS build; Node loads its ES module, whose default export
// is the function itself.
type Convert = (command: string, to: 'yarn' | 'pnpm') => string;
const convert = ((npmToYarn as unknown as { default?: Convert }).default ?? npmToYarn) as unknown as Convert;

const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/** The command of a package manager for an npm command. */
export function npmCommandFor(code: string, manager: 'npm' | 'yarn' | 'pnpm'): string {
  return manager === 'npm' ? code : convert(code, manager);
}

/** The remark plugin (after the twin, which keeps the npm command alone; before the highlight keys). */
export const remarkNpm2yarn: Plugin<[], Root> = () => (tree) => {
  let count = 0;
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined || !node.meta || !/(?:^|\s)npm2yarn(?:\s|$)/.test(node.meta)) return;
    const id = `npm2yarn-${++count}`;
    const meta = node.meta.replace(/(?:^|\s)npm2yarn(?=\s|$)/, '').trim() || null;
    const tabs = MANAGERS.map(({ value, label }, i) => ({
      type: 'text' as const,
      value: label,
      data: {
        hName: 'button',
        hProperties: {
          type: 'button',
          role: 'tab',
          id: `${id}-tab-${value}`,
          ariaControls: `${id}-panel-${value}`,
          ariaSelected: i === 0 ? 'true' : 'false',
          tabIndex: i === 0 ? 0 : -1,
          dataValue: value,
          className: i === 0 ? ['tabs__item', 'tabs__item--active'] : ['tabs__item'],
        },
      },
    }));
    const panels = MANAGERS.map(({ value }, i) => ({
      type: 'blockquote' as const,
      data: {
        hName: 'div',
        hProperties: {
          role: 'tabpanel',
          id: `${id}-panel-${value}`,
          ariaLabelledBy: `${id}-tab-${value}`,
          dataValue: value,
          tabIndex: 0,
          className: ['tabs__panel'],
          hidden: i !== 0,
        },
      },
      children: [
        { ...node, lang: node.lang === 'npm' ? 'bash' : node.lang, meta, value: npmCommandFor(node.value, value) },
      ],
    }));
    const container = {
      type: 'blockquote',
      data: {
        hName: 'div',
        hProperties: { className: ['tabs-container'], dataGroupId: 'npm2yarn' },
      },
      children: [
        {
          type: 'paragraph',
          data: { hName: 'div', hProperties: { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs'] } },
          children: tabs,
        },
        { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['tabs__panels'] } }, children: panels },
      ],
    };
    parent.children.splice(index, 1, container as unknown as RootContent);
    return [SKIP, index + 1];
  });
};
