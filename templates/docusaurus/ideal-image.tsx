/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image). Docusaurus passes every png/jpg/gif that
 * code imports through a responsive loader and shows it with react-ideal-image (a blurred
 * placeholder, then the image at the width that fits). rnhc-docs' asset import gives the file's
 * hashed URL, so this shows that file, full width of its box as react-ideal-image sizes it.
 */
import { createElement } from 'react';

/** What `img` may be: a URL, an ES module of one (rnhc-docs, Docusaurus's dev mode), or the
 * responsive loader's object (`{src: {src, width, height}}`) when a site builds it by hand. */
type IdealImageSource =
  | string
  | { default?: string; src?: string | { src?: string; width?: number; height?: number }; preSrc?: string };

function resolveSource(img: IdealImageSource | undefined): { src?: string; width?: number; height?: number } {
  if (img === undefined || img === null) return {};
  if (typeof img === 'string') return { src: img };
  if (typeof img.default === 'string') return { src: img.default };
  if (typeof img.src === 'string') return { src: img.src };
  return { src: img.src?.src, width: img.src?.width, height: img.src?.height };
}

/** `<IdealImage img={require('./x.png')} alt="..." />`: a lazy `<img>` of the file. */
export function IdealImage({
  img,
  alt,
  className,
}: {
  img?: IdealImageSource;
  alt?: string;
  className?: string;
  // react-ideal-image's own props (shouldAutoDownload, getMessage, ...) have no meaning for one file.
  [other: string]: unknown;
}) {
  const { src, width, height } = resolveSource(img);
  if (!src) return null;
  return createElement('img', {
    src,
    alt: alt ?? '',
    className,
    width,
    height,
    loading: 'lazy',
    decoding: 'async',
    style: { width: '100%', height: 'auto', maxWidth: '100%' },
  });
}
