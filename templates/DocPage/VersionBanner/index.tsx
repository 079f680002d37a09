import { Link } from '../../Link/index.tsx';
import { getLastVersion, getVersionHref } from '../../links.ts';
import { savePreferredVersion } from '../../preferred-version.ts';
import type { PageData, SiteData, VersionData } from '../../types.ts';

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
  const last = getLastVersion(site);
  if (!version.banner || version.banner === 'none' || !last || last.name === version.name) return null;
  const label = <b>{version.label}</b>;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {site.title} {label} version.
          </>
        ) : (
          <>
            This is documentation for {site.title} {label}, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link
            href={getVersionHref(site, page, last)}
            data={{ 'data-rnhc-version': last.name }}
            onClick={() => savePreferredVersion(last.name)}
          >
            latest version
          </Link>
        </b>{' '}
        ({last.label}).
      </div>
    </div>
  );
}
