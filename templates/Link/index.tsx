import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ExternalLinkIcon } from '../Icons/index.tsx';
import { useTranslate } from '../translations/context.tsx';

/** Props of Link: an anchor whose external flag comes from the data contract. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** Opens in a new tab, with an icon and a visually hidden note for screen readers. */
  external?: boolean;
  children?: ReactNode;
  /**
   * Raw HTML drawn inside the anchor instead of the children (a navbar link's `html` from the
   * config), with no external-link icon, as Docusaurus's NavbarNavLink draws it.
   */
  html?: string | undefined;
  /** Data attributes read by the client. */
  data?: Record<`data-${string}`, string>;
}

/** An anchor that marks external links consistently everywhere in the theme. */
export function Link({ href, external = false, children, html, data, ...rest }: LinkProps) {
  const t = useTranslate();
  if (html !== undefined) {
    return (
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...data}
        {...rest}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own config, trusted as Docusaurus trusts it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...data} {...rest}>
      {children}
      {/* A link with no text (an icon the site's CSS draws) gets no icon of ours, as in Docusaurus. */}
      {external && children !== '' && children != null && (
        <>
          <ExternalLinkIcon />
          <span className="sr-only">{` ${t('theme.IconExternalLink.ariaLabel')}`}</span>
        </>
      )}
    </a>
  );
}
