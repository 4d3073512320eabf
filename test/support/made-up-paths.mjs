// Paths a scanner or a crawler could invent, one of each way in that once grew the page cache: a pair, a language or
// a social card that does not exist, under a file extension or /_vercel. Each must be a 404 that stores nothing.
// The card ids are the build's own (Next derives them from the image files), so that only the made-up part differs.

const random = () => Math.random().toString(36).slice(2, 8);

const shapes = [
  () => `/convert/${random()}-to-${random().slice(0, 3)}`,
  () => `/fr/convert/${random()}`,
  () => `/en/convert/${random()}.png`,
  () => `/_vercel/convert/${random()}`,
  () => `/${random()}/convert/usd-to-ngn`,
  () => `/${random()}/opengraph-image-e6it15/card`,
  () => `/en/convert/${random()}/opengraph-image-ni21hw/card`,
  () => `/en/convert/usd-to-ngn/twitter-image-${random()}/card`,
  () => `/fr/terms/opengraph-image-1ssi9t/${random()}`,
  () => `/_vercel/convert/${random()}/opengraph-image-ni21hw/card`,
];

/** The index-th made-up path: consecutive indexes go through every shape. @param {number} index */
export function madeUpPath(index) {
  return /** @type {() => string} */ (shapes[index % shapes.length])();
}
