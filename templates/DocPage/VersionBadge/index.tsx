import type { VersionData } from '../../../src/shared/types.ts';
import { useTranslate } from '../../translations/context.tsx';

/** "Version: 2.x" above a doc, on sites of several versions (Docusaurus's `badge` option). */
export function VersionBadge({ version }: { version: VersionData }) {
  const t = useTranslate();
  if (!version.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      {t('theme.docs.versionBadge.label', { versionLabel: version.label })}
    </span>
  );
}
