import type { SyntheticEvent } from 'react';
import { markdownTwinHref } from '../../src/shared/twin-href.ts';
import type { PageActionName } from '../../src/shared/types.ts';
import { useTranslate } from '../translations/context.tsx';

/** Props of PageActions. */
export interface PageActionsProps {
  /** URL path of the page (its markdown twin is next to it). */
  path: string;
  /** The actions the config leaves on, in menu order. */
  actions: readonly PageActionName[];
}

/**
 * Fills the menu the first time it opens: its items, the copy action and the keyboard handling
 * live in a lazy chunk (client/page-actions), so the first load carries only this disclosure. A
 * failed import is retried on the next opening.
 */
function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (details.open)
    import('../../client/page-actions/index.ts').then(
      (m) => m.openPageActions(details),
      () => {},
    );
}

/**
 * The page actions menu next to a doc's title: a native disclosure (keyboard and screen reader
 * support for free), keyed by page so a client-side navigation starts it closed. The items are
 * made when it first opens (see onToggle); the page's `<link rel="alternate">` names the twin for
 * readers without JavaScript.
 */
export function PageActions({ path, actions }: PageActionsProps) {
  const t = useTranslate();
  return (
    <details
      key={path}
      className="page-actions"
      data-md={markdownTwinHref(path)}
      data-actions={actions.join(' ')}
      onToggle={onToggle}
    >
      <summary className="page-actions__toggle">{t('theme.PageActions.toggleLabel')}</summary>
      <div className="page-actions__menu" />
    </details>
  );
}
