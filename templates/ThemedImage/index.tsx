import { cx } from '../../src/shared/links.ts';

/** Props of ThemedImage: one image per colour mode. */
export interface ThemedImageProps {
  src: string;
  srcDark?: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * Both images are in the HTML and CSS shows the one matching `[data-theme]`: the server does not
 * know the reader's mode, and choosing in JavaScript would flash the wrong logo.
 * `loading="lazy"` has two jobs: the browser skips the hidden (display: none) image entirely,
 * and React 19's renderToString emits no `<link rel="preload">` for lazy images (it would
 * otherwise put one per image inside the hydrated root and preload both logos).
 */
export function ThemedImage({ src, srcDark, alt, width, height, className }: ThemedImageProps) {
  if (srcDark === undefined) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading="lazy" />;
  }
  return (
    <>
      <img
        className={cx(className, 'themed-image--light')}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
      />
      <img
        className={cx(className, 'themed-image--dark')}
        src={srcDark}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
      />
    </>
  );
}
