import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { createAdmonitionClasses } from '../../shared/admonition-classes.ts';
import { ADMONITION_TITLES, admonitionTitleKey, LEGACY_TYPES } from '../../shared/translations/admonitions.ts';
import { type Translate, translateEnglish } from '../../shared/translations/translate.ts';

/** An admonition type's title in the page's locale (`theme.admonition.<type>`). */
export function admonitionTitle(kind: string, t: Translate): string {
  return t(admonitionTitleKey(kind));
}

export { ADMONITION_TITLES };

/**
 * Docusaurus writes a title after the type (`:::caution Some title`), the directive syntax wants
 * a label (`:::caution[Some title]`). Rewrites those lines before parsing, outside code fences,
 * keeping the line count so positions stay right.
 */
export function rewriteAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch?.[1]) {
        if (!fence) fence = fenceMatch[1];
        else if (fenceMatch[1].startsWith(fence)) fence = undefined;
        return line;
      }
      if (fence) return line;
      const m = /^(\s*:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      return m ? `${m[1]}${m[2]}[${(m[3] ?? '').replace(/[[\]]/g, '\\$&')}]` : line;
    })
    .join('\n');
}

/** Options of {@link remarkAdmonitions}. */
export interface RemarkAdmonitionsOptions {
  /** The locale's theme strings (default titles). */
  t?: Translate;
  /** Also Docusaurus's class names (a Docusaurus site: see shared/admonition-classes.ts). */
  docusaurus?: boolean;
}

/** Turns `:::type[title]` containers into admonition markup; unknown types get a warning. */
export const remarkAdmonitions: Plugin<[RemarkAdmonitionsOptions?], Root> = (options) => (tree, file) => {
  const t = options?.t ?? translateEnglish;
  const docusaurus = options?.docusaurus === true;
  visit(tree, 'containerDirective', (node: ContainerDirective) => {
    const legacy = LEGACY_TYPES[node.name.toLowerCase()];
    const type = legacy?.kind ?? node.name.toLowerCase();
    const known = type in ADMONITION_TITLES;
    if (!known) {
      file.message(
        `Unknown admonition type "${node.name}"; expected one of ${[...Object.keys(ADMONITION_TITLES), ...Object.keys(LEGACY_TYPES)].join(', ')}`,
        node,
      );
    }
    const first = node.children[0];
    let titleChildren: Paragraph['children'] | undefined;
    if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
      titleChildren = first.children;
      node.children.shift();
    }
    const kind = known ? type : 'note';
    const heading = {
      type: 'paragraph' as const,
      // `defaultTitle`: the type's own title (in the locale), which the markdown twin does not repeat.
      data: { hName: 'div', hProperties: { className: ['admonition__heading'] }, defaultTitle: !titleChildren },
      children: [
        {
          type: 'text' as const,
          value: '',
          data: { hName: 'span', hProperties: { className: ['admonition__icon'], ariaHidden: 'true' } },
        },
        ...(titleChildren ?? [
          { type: 'text' as const, value: known ? admonitionTitle(legacy?.title ?? kind, t) : node.name },
        ]),
      ],
    };
    const content = {
      type: 'blockquote' as const,
      data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
      children: node.children,
    };
    node.data = {
      hName: 'div',
      hProperties: { className: createAdmonitionClasses(node.name, kind, docusaurus), role: 'note' },
    };
    node.children = [heading as never, content as never];
  });
};
