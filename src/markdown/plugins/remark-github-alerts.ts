import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { ThemeStringKey } from '../../shared/translations/theme-strings.ts';
import { type Translate, translateEnglish } from '../../shared/translations/translate.ts';

/** Each alert's admonition kind and the theme string of its title. */
const ALERTS: Record<string, { kind: string; title: ThemeStringKey }> = {
  NOTE: { kind: 'note', title: 'theme.admonition.note' },
  TIP: { kind: 'tip', title: 'theme.admonition.tip' },
  IMPORTANT: { kind: 'info', title: 'theme.admonition.important' },
  WARNING: { kind: 'warning', title: 'theme.admonition.warning' },
  CAUTION: { kind: 'caution', title: 'theme.admonition.caution' },
};

/** GitHub alerts (`> [!NOTE]`) render as the matching admonition. */
export const remarkGithubAlerts: Plugin<[{ t?: Translate }?], Root> = (options) => (tree) => {
  const t = options?.t ?? translateEnglish;
  visit(tree, 'blockquote', (node) => {
    const paragraph = node.children[0];
    const text = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
    if (paragraph?.type !== 'paragraph' || text?.type !== 'text') return;
    const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/.exec(text.value);
    const alert = match?.[1] && Object.hasOwn(ALERTS, match[1]) ? ALERTS[match[1]] : undefined;
    if (!match || !alert) return;
    text.value = text.value.slice(match[0].length);
    if (text.value === '') paragraph.children.shift();
    if (paragraph.children.length === 0) node.children.shift();
    const heading = {
      type: 'paragraph',
      data: { hName: 'div', hProperties: { className: ['admonition__heading'] }, defaultTitle: true },
      children: [
        {
          type: 'text',
          value: '',
          data: { hName: 'span', hProperties: { className: ['admonition__icon'], ariaHidden: 'true' } },
        },
        { type: 'text', value: t(alert.title) },
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
