import type { CSSProperties } from 'react';
import type { SiteData } from '../../../src/shared/types.ts';
import { ThemedImage } from '../../ThemedImage/index.tsx';

/** Props of Brand. */
export interface BrandProps {
  site: SiteData;
}

/** Logo and title, linking home (or to the logo's own href). */
export function Brand({ site }: BrandProps) {
  const { logo, title } = site.navbar;
  if (!logo && title === undefined) return null;
  return (
    <a
      className="navbar__brand"
      href={logo?.href ?? site.baseUrl}
      target={logo?.target}
      // As Docusaurus's Link does for a link opening elsewhere.
      rel={logo?.target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {logo && (
        <span
          className="navbar__logo"
          // A configured width is the image's box, as in Docusaurus (Infima sizes only the height);
          // without one the logo keeps its aspect ratio at the navbar's logo height.
          style={logo.width ? ({ '--rnhc-logo-width': `${logo.width}px` } as CSSProperties) : undefined}
        >
          <ThemedImage
            src={logo.src}
            srcDark={logo.srcDark}
            // With a visible title next to it, the logo is decorative.
            alt={title === undefined ? logo.alt : ''}
            width={logo.width ?? 32}
            height={logo.height ?? 32}
          />
        </span>
      )}
      {title !== undefined && <b className="navbar__title">{title}</b>}
    </a>
  );
}
