export { default, generateImageMetadata } from './opengraph-image';
