/**
 * The translatable strings of a site and how a locale's files apply to them, with Docusaurus's
 * keys (theme-classic's and plugin-content-docs' `translations.ts`): navbar.json (`title`,
 * `logo.alt`, `item.label.<label>`), footer.json (`link.title.<title>`, `link.item.label.<label>`,
 * `copyright`, `logo.alt`), current.json / version-<name>.json (`version.label`,
 * `sidebar.<sidebar>.category.<label>` and its `.link.generated-index.title|description`,
 * `sidebar.<sidebar>.link.<label>`, `sidebar.<sidebar>.doc.<label>` for docs labelled in the
 * sidebars file). One module for both sides, so the keys written and the keys read never drift.
 */
import type { Config } from '../config/schema.ts';
import type { SidebarNode } from '../content/types.ts';
import type { TranslationMessages } from './load-translations.ts';

type ThemeConfig = Config['themeConfig'];
type Navbar = ThemeConfig['navbar'];
type Footer = NonNullable<ThemeConfig['footer']>;
type Sidebars = Record<string, SidebarNode[]>;

const entry = (message: string, description: string) => ({ message, description });

/** navbar.json of a site: what Docusaurus's write-translations puts there. */
export function navbarMessages(navbar: Navbar): TranslationMessages {
  const out: TranslationMessages = {};
  if (navbar.title) out.title = entry(navbar.title, 'The title in the navbar');
  if (navbar.logo?.alt) out['logo.alt'] = entry(navbar.logo.alt, 'The alt text of navbar logo');
  const add = (label: string | undefined) => {
    if (label) out[`item.label.${label}`] ??= entry(label, `Navbar item with label ${label}`);
  };
  for (const item of navbar.items) {
    add('label' in item ? item.label : undefined);
    if (item.type === 'dropdown') for (const sub of item.items) add('label' in sub ? sub.label : undefined);
  }
  return out;
}

/** footer.json of a site. */
export function footerMessages(footer: Footer): TranslationMessages {
  const out: TranslationMessages = {};
  const label = (link: { label?: string; to?: string | undefined; href?: string | undefined } | { html: string }) => {
    if (!('label' in link) || !link.label) return;
    out[`link.item.label.${link.label}`] ??= entry(
      link.label,
      `The label of footer link with label=${link.label} linking to ${link.to ?? link.href ?? ''}`,
    );
  };
  for (const link of footer.links) {
    if ('title' in link && 'items' in link) {
      out[`link.title.${link.title}`] ??= entry(
        link.title,
        `The title of the footer links column with title=${link.title} in the footer`,
      );
      link.items.forEach(label);
    } else label(link);
  }
  if (footer.copyright) out.copyright = entry(footer.copyright, 'The footer copyright');
  if (footer.logo?.alt) out['logo.alt'] = entry(footer.logo.alt, 'The alt text of footer logo');
  return out;
}

/** current.json / version-<name>.json of a docs version: its label and its sidebars' labels. */
export function docsVersionMessages(version: { name: string; label: string }, sidebars: Sidebars): TranslationMessages {
  const out: TranslationMessages = {
    'version.label': entry(version.label, `The label for version ${version.name}`),
  };
  for (const [name, nodes] of Object.entries(sidebars)) {
    walkSidebar(nodes, (node) => {
      if (node.type === 'category') {
        const key = `sidebar.${name}.category.${node.label}`;
        out[key] ??= entry(node.label, `The label for category '${node.label}' in sidebar '${name}'`);
        if (node.link?.type === 'generated-index') {
          if (node.link.title !== node.label) {
            out[`${key}.link.generated-index.title`] ??= entry(
              node.link.title,
              `The generated-index page title for category '${node.label}' in sidebar '${name}'`,
            );
          }
          if (node.link.description) {
            out[`${key}.link.generated-index.description`] ??= entry(
              node.link.description,
              `The generated-index page description for category '${node.label}' in sidebar '${name}'`,
            );
          }
        }
      } else if (node.type === 'link') {
        out[`sidebar.${name}.link.${node.label}`] ??= entry(
          node.label,
          `The label for link '${node.label}' in sidebar '${name}', linking to '${node.href}'`,
        );
      } else if (node.type === 'doc' && node.label !== undefined) {
        out[`sidebar.${name}.doc.${node.label}`] ??= entry(
          node.label,
          `The label for the doc item '${node.label}' in sidebar '${name}', linking to the doc ${node.id}`,
        );
      }
    });
  }
  return out;
}

function walkSidebar(nodes: SidebarNode[], visit: (node: SidebarNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.type === 'category') walkSidebar(node.items, visit);
  }
}

/** The navbar with navbar.json applied (labels without a translation stay as they are). */
export function translateNavbar(navbar: Navbar, messages: TranslationMessages | undefined): Navbar {
  if (!messages) return navbar;
  const label = <T extends { label?: string | undefined }>(item: T): T =>
    item.label !== undefined && messages[`item.label.${item.label}`]
      ? { ...item, label: messages[`item.label.${item.label}`]?.message }
      : item;
  return {
    ...navbar,
    ...(navbar.title !== undefined ? { title: messages.title?.message ?? navbar.title } : {}),
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: messages['logo.alt']?.message ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((item) => {
      const translated = 'label' in item ? label(item) : item;
      return translated.type === 'dropdown'
        ? { ...translated, items: translated.items.map((sub) => ('label' in sub ? label(sub) : sub)) }
        : translated;
    }),
  };
}

/** The footer with footer.json applied. */
export function translateFooter(footer: Footer, messages: TranslationMessages | undefined): Footer {
  if (!messages) return footer;
  const link = <T extends { label: string } | { html: string }>(item: T): T =>
    'label' in item ? { ...item, label: messages[`link.item.label.${item.label}`]?.message ?? item.label } : item;
  const links = footer.links.map((column) =>
    'title' in column && 'items' in column
      ? {
          ...column,
          title: messages[`link.title.${column.title}`]?.message ?? column.title,
          items: column.items.map(link),
        }
      : link(column),
  ) as Footer['links'];
  return {
    ...footer,
    links,
    ...(footer.copyright !== undefined ? { copyright: messages.copyright?.message ?? footer.copyright } : {}),
    ...(footer.logo ? { logo: { ...footer.logo, alt: messages['logo.alt']?.message ?? footer.logo.alt } } : {}),
  };
}

/** A docs version's sidebars with its current.json / version-<name>.json applied. */
export function translateSidebars(sidebars: Sidebars, messages: TranslationMessages | undefined): Sidebars {
  if (!messages) return sidebars;
  const out: Sidebars = {};
  for (const [name, nodes] of Object.entries(sidebars)) {
    const translate = (node: SidebarNode): SidebarNode => {
      if (node.type === 'category') {
        const key = `sidebar.${name}.category.${node.label}`;
        const label = messages[key]?.message ?? node.label;
        let link = node.link;
        if (link?.type === 'generated-index') {
          // A title that defaulted to the label follows the label's translation.
          const title =
            messages[`${key}.link.generated-index.title`]?.message ?? (link.title === node.label ? label : link.title);
          const description = messages[`${key}.link.generated-index.description`]?.message ?? link.description;
          link = { ...link, title, description };
        }
        return { ...node, label, link, items: node.items.map(translate) };
      }
      if (node.type === 'link')
        return { ...node, label: messages[`sidebar.${name}.link.${node.label}`]?.message ?? node.label };
      if (node.type === 'doc' && node.label !== undefined) {
        return { ...node, label: messages[`sidebar.${name}.doc.${node.label}`]?.message ?? node.label };
      }
      return node;
    };
    out[name] = nodes.map(translate);
  }
  return out;
}

/** A version's label with its file applied. */
export function translateVersionLabel(label: string, messages: TranslationMessages | undefined): string {
  return messages?.['version.label']?.message ?? label;
}

type BlogOptions = Exclude<Config['blog'], false | undefined>;

/** options.json of the blog plugin (docusaurus-plugin-content-blog). */
export function blogOptionsMessages(options: BlogOptions): TranslationMessages {
  return {
    title: entry(options.blogTitle, 'The title for the blog used in SEO'),
    description: entry(options.blogDescription, 'The description for the blog used in SEO'),
    'sidebar.title': entry(options.blogSidebarTitle, 'The label for the left sidebar'),
  };
}

/** The blog options with options.json applied. */
export function translateBlogOptions<T extends BlogOptions>(options: T, messages: TranslationMessages | undefined): T {
  if (!messages) return options;
  return {
    ...options,
    blogTitle: messages.title?.message ?? options.blogTitle,
    blogDescription: messages.description?.message ?? options.blogDescription,
    blogSidebarTitle: messages['sidebar.title']?.message ?? options.blogSidebarTitle,
  };
}
