import { useTranslate } from '../../translations/context.tsx';

/** Props of LastUpdated: seconds since the epoch and the author, each shown when given. */
export interface LastUpdatedProps {
  at?: number;
  by?: string;
  /** The page's locale, for the date. */
  lang: string;
}

/**
 * "Last updated on <date> by <author>" at the bottom of a doc, as Docusaurus's theme writes it
 * (the date in UTC, so the server's and the browser's render agree).
 */
export function LastUpdated({ at, by, lang }: LastUpdatedProps) {
  const t = useTranslate();
  let date: string | undefined;
  if (at !== undefined) {
    try {
      date = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        at * 1000,
      );
    } catch {
      date = new Date(at * 1000).toISOString().slice(0, 10);
    }
  }
  const text = t('theme.lastUpdated.lastUpdatedAtBy', {
    atDate: date ? t('theme.lastUpdated.atDate', { date }) : '',
    byUser: by ? t('theme.lastUpdated.byUser', { user: by }) : '',
  });
  return (
    <span className="theme-last-updated">
      {at !== undefined ? (
        <time dateTime={new Date(at * 1000).toISOString()} itemProp="dateModified">
          {text}
        </time>
      ) : (
        text
      )}
    </span>
  );
}
