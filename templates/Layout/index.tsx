import type { ReactNode } from 'react';
import { FEATURE_ANNOUNCEMENT_BAR, FEATURE_SWIZZLED } from '../../src/shared/features.ts';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { AnnouncementBar } from '../AnnouncementBar/index.tsx';
import { Footer } from '../Footer/index.tsx';
import { Navbar } from '../Navbar/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { SkipToContent } from '../SkipToContent/index.tsx';

/** Props of Layout. */
export interface LayoutProps {
  site: SiteData;
  page: PageData;
  /** The page body, which renders its own `<main>`. */
  children: ReactNode;
}

/** The frame shared by every page: skip link, announcement bar, navbar, page, footer. */
export function Layout({ site, page, children }: LayoutProps) {
  // A Docusaurus 2 docLayoutComponent renders `@theme/DocPage`, which renders the whole layout:
  // what it shows before and after it frames doc pages, navbar and footer included.
  const docLayout = FEATURE_SWIZZLED && (page.kind === 'doc' || page.kind === 'category') ? site.docLayout : undefined;
  // A React page's content outside `@theme/Layout`, where Docusaurus renders it: around the frame.
  const outside = page.frame;
  return (
    <div className="layout">
      {FEATURE_SWIZZLED && site.root?.before && <RawHtml className="swizzled-root" html={site.root.before} />}
      {docLayout?.before && <RawHtml className="doc-layout-component" html={docLayout.before} />}
      {outside?.before && <RawHtml key={`${page.path}:before`} className="layout-outside" html={outside.before} />}
      <SkipToContent />
      {FEATURE_SWIZZLED && site.swizzledAnnouncementBar !== undefined ? (
        // The site's swizzled AnnouncementBar, prerendered (its island hydrates on its own); it
        // replaces the theme's bar whether or not the config has one, as in Docusaurus.
        <RawHtml className="swizzled-announcement-bar" html={site.swizzledAnnouncementBar} />
      ) : (
        FEATURE_ANNOUNCEMENT_BAR &&
        site.announcementBar && <AnnouncementBar bar={site.announcementBar} docusaurus={site.infimaPages} />
      )}
      <Navbar site={site} page={page} />
      <div className="main-wrapper">{children}</div>
      {site.footer &&
        (FEATURE_SWIZZLED && site.footer.html !== undefined ? (
          // The site's swizzled Footer, prerendered (its islands hydrate on their own).
          <RawHtml className="swizzled-footer" html={site.footer.html} />
        ) : (
          <Footer footer={site.footer} />
        ))}
      {outside?.after && <RawHtml key={`${page.path}:after`} className="layout-outside" html={outside.after} />}
      {docLayout?.after && <RawHtml className="doc-layout-component" html={docLayout.after} />}
      {FEATURE_SWIZZLED && site.root?.after && <RawHtml className="swizzled-root" html={site.root.after} />}
    </div>
  );
}
