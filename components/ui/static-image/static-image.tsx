import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * An image optimised like next/image (the same srcset, sizes, AVIF/WebP and width/height against layout shift),
 * rendered as a plain `<img>` on the server: none of our images needs next/image's client component (no blur
 * placeholder, no load callbacks), so no page downloads or hydrates it.
 *
 * `preload` (the largest paint's image) adds a preload to the head and loads eagerly, as next/image does.
 * `preloadMedia` limits that preload to the widths where the image is the largest paint (a media query); elsewhere
 * the image still loads eagerly, found by the browser in the HTML, without a head start on the font and document.
 */
export function StaticImage({
  preload = false,
  preloadMedia,
  ...imageProps
}: ImageProps & { preloadMedia?: string }) {
  const { props } = getImageProps({ ...imageProps, loading: preload ? 'eager' : imageProps.loading });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      media: preloadMedia,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
