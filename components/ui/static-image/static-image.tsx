import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * An image optimised like next/image (the same srcset, sizes, AVIF/WebP and width/height against layout shift),
 * rendered as a plain `<img>` on the server: none of our images needs next/image's client component (no blur
 * placeholder, no load callbacks), so no page downloads or hydrates it.
 *
 * `preload` (the first hero photo only) adds a preload to the head and loads eagerly, as next/image does.
 */
export function StaticImage({ preload = false, ...imageProps }: ImageProps) {
  const { props } = getImageProps({ ...imageProps, loading: preload ? 'eager' : imageProps.loading });
  if (preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
