import { MAIN_CONTENT_ID } from '../Main/index.tsx';
import { useTranslate } from '../translations/context.tsx';

/** The first focusable element of every page: jumps over the navbar to the content. */
export function SkipToContent() {
  const t = useTranslate();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('theme.common.skipToMainContent')}
    </a>
  );
}
