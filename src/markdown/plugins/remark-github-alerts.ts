import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { ADMONITION_TITLES } from './remark-admonitions.ts';

const ALERTS: Record<string, { kind: string; title: string }> = {
  NOTE: { kind: 'note', title: 'Note' },
  TIP: { kind: 'tip', title: 'Tip' },
  IMPORTANT: { kind: 'info', title: 'Important' },
  WARNING: { kind: 'warning', title: 'Warning' },
  CAUTION: { kind: 'caution', title: ADMONITION_TITLES.caution ?? 'Caution' },
};

/** GitHub alerts (`> [!NOTE]`) render as the matching admonition. */
export const remarkGithubAlerts: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'blockquote', (node) => {
    const paragraph = node.children[0];
    const text = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
    if (paragraph?.type !== 'paragraph' || text?.type !== 'text') return;
    const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/.exec(text.value);
    const alert = match?.[1] ? ALERTS[match[1]] : undefined;
    if (!match || !alert) return;
    text.value = text.value.slice(match[0].length);
    if (text.value === '') paragraph.children.shift();
    if (paragraph.children.length === 0) node.children.shift();
    const heading = {
      type: 'paragraph',
      data: { hName: 'div', hProperties: { className: ['admonition__heading'] } },
      children: [
        {
          type: 'text',
          value: '',
          data: { hName: 'span', hProperties: { className: ['admonition__icon'], ariaHidden: 'true' } },
        },
        { type: 'text', value: alert.title },
      ],
    };
    const content = {
      type: 'blockquote',
      data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
      children: node.children,
    };
    node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${alert.kind}`], role: 'note' } };
    node.children = [heading as never, content as never];
  });
};
