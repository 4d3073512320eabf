// X (Twitter) shows the same card as Open Graph.
export { default, generateImageMetadata } from './opengraph-image';
