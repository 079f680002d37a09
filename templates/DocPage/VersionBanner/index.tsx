import { getLastVersion, getVersionHref } from '../../../src/shared/links.ts';
import type { PageData, SiteData, VersionData } from '../../../src/shared/types.ts';
import { Link } from '../../Link/index.tsx';
import { savePreferredVersion } from '../../preferred-version.ts';
import { useTranslate } from '../../translations/context.tsx';
import { Message } from '../../translations/Message.tsx';

/** Props of VersionBanner. */
export interface VersionBannerProps {
  site: SiteData;
  page: PageData;
  version: VersionData;
}

/**
 * The banner above the docs of a version that is not the last one: unreleased (newer, `current`
 * by default) or unmaintained (older), with a link to the same doc in the last version, or to its
 * main doc when the doc does not exist there. Docusaurus's wording and classes.
 */
export function VersionBanner({ site, page, version }: VersionBannerProps) {
  const t = useTranslate();
  const last = getLastVersion(site);
  if (!version.banner || version.banner === 'none' || !last || last.name === version.name) return null;
  const label = <b>{version.label}</b>;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        <Message
          text={t.raw(
            version.banner === 'unreleased'
              ? 'theme.docs.versions.unreleasedVersionLabel'
              : 'theme.docs.versions.unmaintainedVersionLabel',
          )}
          values={{ siteTitle: site.title, versionLabel: label }}
        />
      </div>
      <div className="margin-top--md">
        <Message
          text={t.raw('theme.docs.versions.latestVersionSuggestionLabel')}
          values={{
            latestVersionLink: (
              <b>
                <Link
                  href={getVersionHref(site, page, last)}
                  data={{ 'data-rnhc-version': last.name }}
                  onClick={() => savePreferredVersion(last.name)}
                >
                  {t('theme.docs.versions.latestVersionLinkLabel')}
                </Link>
              </b>
            ),
            versionLabel: last.label,
          }}
        />
      </div>
    </div>
  );
}
