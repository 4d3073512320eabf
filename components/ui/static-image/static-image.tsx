import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/** next/image's output as a plain server-rendered <img>: no page downloads or hydrates its component. */
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
