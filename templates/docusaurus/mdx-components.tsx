/**
 * `@theme/MDXComponents` and its element components (`@theme/MDXComponents/A`, `/Img`...), which
 * site components import to draw markdown-like elements (react-native-website's `RNRepoLink`
 * wraps `A`). Docusaurus's are thin wrappers over the HTML elements; so are these, with the
 * runtime's Link, Heading and Details.
 */
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { Head, Heading, Link } from './index.tsx';
import { Details } from './theme-components.tsx';

/** `@theme/MDXComponents/A`: a link, base URL added to site paths. */
export const MdxA = Link;

/** `@theme/MDXComponents/Img`: an image loaded lazily, as Docusaurus's. */
export function MdxImg(props: ComponentProps<'img'>) {
  return createElement('img', { decoding: 'async', loading: 'lazy', ...props });
}

/** An element component of MDXComponents that adds nothing to its element. */
function element<T extends 'pre' | 'code' | 'ul' | 'li'>(tag: T) {
  const Component = (props: ComponentProps<T> & { children?: ReactNode }) => createElement(tag, props);
  Component.displayName = `MDX${tag}`;
  return Component;
}

export const MdxPre = element('pre');
export const MdxCode = element('code');
export const MdxUl = element('ul');
export const MdxLi = element('li');
export const MdxDetails = Details;
export const MdxHeading = Heading;

/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`): the map a swizzled MDXComponents
 * spreads into its own (`{...MDXComponents, Highlight}`). The markdown elements (lowercase keys) are
 * rendered by rnhc-docs' markdown pipeline in MDX content, so src/markdown/mdx/mdx-components.ts
 * provides only the site's own entries and the capitalised ones JSX names (`Head`, `Details`).
 */
export const MDXComponents: Record<string, unknown> = {
  Head,
  a: MdxA,
  img: MdxImg,
  pre: MdxPre,
  code: MdxCode,
  ul: MdxUl,
  li: MdxLi,
  details: MdxDetails,
  Details: MdxDetails,
  h1: (props: ComponentProps<'h1'>) => createElement(Heading, { as: 'h1', ...props }),
  h2: (props: ComponentProps<'h2'>) => createElement(Heading, { as: 'h2', ...props }),
  h3: (props: ComponentProps<'h3'>) => createElement(Heading, { as: 'h3', ...props }),
  h4: (props: ComponentProps<'h4'>) => createElement(Heading, { as: 'h4', ...props }),
  h5: (props: ComponentProps<'h5'>) => createElement(Heading, { as: 'h5', ...props }),
  h6: (props: ComponentProps<'h6'>) => createElement(Heading, { as: 'h6', ...props }),
};
