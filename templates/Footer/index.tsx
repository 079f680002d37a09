import { cx } from '../../src/shared/links.ts';
import type { FooterData, FooterItemData } from '../../src/shared/types.ts';
import { Link } from '../Link/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { ThemedImage } from '../ThemedImage/index.tsx';

/** Props of Footer. */
export interface FooterProps {
  footer: FooterData;
}

function FooterItem({ item }: { item: FooterItemData }) {
  if (item.type === 'html') return <RawHtml as="li" className="footer__item" html={item.value} />;
  return (
    <li className="footer__item">
      <Link className={cx('footer__link', item.className)} href={item.href} external={item.external}>
        {item.label}
      </Link>
    </li>
  );
}

function itemKey(item: FooterItemData, index: number): string {
  return item.type === 'link' ? `${item.href}|${item.label}` : `html|${index}`;
}

function FooterLogo({ logo }: { logo: NonNullable<FooterData['logo']> }) {
  const image = (
    <ThemedImage
      className="footer__logo"
      src={logo.src}
      srcDark={logo.srcDark}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.href === undefined ? (
    image
  ) : (
    <a className="footer__logo-link" href={logo.href}>
      {image}
    </a>
  );
}

/** The site footer: link columns or one row of links, then an optional logo and the copyright. */
export function Footer({ footer }: FooterProps) {
  const { columns, links, logo, copyright } = footer;
  return (
    <footer className={cx('footer', `footer--${footer.style}`)}>
      <div className="container">
        {columns.length > 0 ? (
          <div className="footer__columns">
            {columns.map((column) => (
              <div key={column.title} className="footer__col">
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((item, index) => (
                    <FooterItem key={itemKey(item, index)} item={item} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          links.length > 0 && (
            <ul className="footer__links-row">
              {links.map((item, index) => (
                <FooterItem key={itemKey(item, index)} item={item} />
              ))}
            </ul>
          )
        )}
        {(logo !== undefined || copyright !== undefined) && (
          <div className="footer__bottom">
            {logo !== undefined && <FooterLogo logo={logo} />}
            {/* Plain text on purpose: React escapes it, so a copyright can never inject markup. */}
            {copyright !== undefined && <p className="footer__copyright">{copyright}</p>}
          </div>
        )}
      </div>
    </footer>
  );
}
