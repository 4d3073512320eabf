// Re-renders every raster image of the site from its SVG source, and the generated SVGs.
// Run from the repository root: `node scripts/images/build-images.mjs` (needs only `sharp`, which Next.js installs).
//   carousel  scripts/images/carousel/*.svg  ->  public/images/carousel/{name}.avif + .webp (1200×900)
//   icons     public/brand/mark.svg          ->  public/brand/app-icon-{512,192}.png, app-icon-maskable-512.png,
//                                                apple-touch-icon.png (180)
//   map       scripts/images/lib/africa.mjs  ->  public/images/illustrations/africa-map.svg
// Pass `--only=carousel|icons|map` to do one part. Prints each file with its size, and a blur placeholder per photo.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { africaMapSvg } from './africa-map.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('sharp').default} */
const sharp = require('sharp');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (/** @type {string[]} */ ...parts) => path.join(root, ...parts);

const CAROUSEL = {
  width: 1200,
  height: 900,
  avif: { quality: 62, effort: 7 },
  webp: { quality: 82, effort: 6 },
};
const AVIF_BUDGET = 60 * 1024;

/** @param {string} file */
async function report(file) {
  const { size } = await stat(file);
  const meta = /\.(svg|ico)$/.test(file) ? null : await sharp(file).metadata();
  const dims = meta ? `${meta.width}×${meta.height}` : '';
  console.log(`${path.relative(root, file).padEnd(48)} ${String(size).padStart(7)} B  ${dims}`);
  return size;
}

async function buildCarousel() {
  const dir = at('scripts/images/carousel');
  const out = at('public/images/carousel');
  await mkdir(out, { recursive: true });
  for (const name of (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort()) {
    const base = path.basename(name, '.svg');
    // Render once at the target size; librsvg draws the blur, light and grain filters.
    const png = await sharp(path.join(dir, name), { density: 72 })
      .resize(CAROUSEL.width, CAROUSEL.height, { fit: 'cover' })
      .png()
      .toBuffer();
    await sharp(png)
      .avif(CAROUSEL.avif)
      .toFile(path.join(out, `${base}.avif`));
    await sharp(png)
      .webp(CAROUSEL.webp)
      .toFile(path.join(out, `${base}.webp`));
    const avifSize = await report(path.join(out, `${base}.avif`));
    await report(path.join(out, `${base}.webp`));
    if (avifSize > AVIF_BUDGET) console.warn(`  ! ${base}.avif is over the ${AVIF_BUDGET / 1024} KB budget`);
    const tiny = await sharp(png).resize(16, 12).webp({ quality: 40 }).toBuffer();
    console.log(`  blurDataURL: data:image/webp;base64,${tiny.toString('base64')}`);
  }
}

async function buildIcons() {
  const mark = await readFile(at('public/brand/mark.svg'), 'utf8');
  // iOS and Android masks round the corners themselves, so those two get a full-bleed square.
  const fullBleed = Buffer.from(mark.replace(/rx="15"/, 'rx="0"'));
  const rounded = Buffer.from(mark);
  /** @type {[Buffer, number, string][]} */
  const jobs = [
    [rounded, 512, 'app-icon-512.png'],
    [rounded, 192, 'app-icon-192.png'],
    [fullBleed, 512, 'app-icon-maskable-512.png'],
    [fullBleed, 180, 'apple-touch-icon.png'],
  ];
  for (const [svg, size, file] of jobs) {
    const target = at('public/brand', file);
    await sharp(svg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: size <= 192, quality: 90 })
      .toFile(target);
    await report(target);
  }
  // /favicon.ico, which browsers and crawlers ask for whatever the page links: 16 and 32 px PNGs in an ICO container.
  const sizes = [16, 32];
  const pngs = await Promise.all(
    sizes.map((size) =>
      sharp(rounded, { density: Math.ceil((72 * size) / 64) * 2 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const png = /** @type {Buffer} */ (pngs[index]); // one PNG per size, in order
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry); // width
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  const ico = at('app/favicon.ico');
  await writeFile(ico, Buffer.concat([header, ...pngs]));
  await report(ico);
}

// The currency flags, as files: cached once, and out of every page's HTML and the converter's JavaScript.
// Every flag the site shows: the currencies' (lib/currencies/catalogue.ts) and the recipient countries'
// (lib/countries/recipient-countries.ts); __tests__/lib/currencies/catalogue.test.ts checks none is missing.
const FLAG_COUNTRIES = [
  'US',
  'EU',
  'GB',
  'NG',
  'GH',
  'SN',
  'CM',
  'BJ',
  'BF',
  'CI',
  'GW',
  'NE',
  'TG',
  'TD',
  'GQ',
  'GA',
];

async function buildFlags() {
  /** @type {Record<string, string>} */
  const flags = require('country-flag-icons/string/3x2');
  await mkdir(at('public/flags'), { recursive: true });
  for (const country of FLAG_COUNTRIES) {
    const svg = flags[country];
    if (!svg) throw new Error(`country-flag-icons has no flag for ${country}`);
    const target = at('public/flags', `${country.toLowerCase()}.svg`);
    await writeFile(target, svg);
    await report(target);
  }
}

async function buildMap() {
  const target = at('public/images/illustrations/africa-map.svg');
  await writeFile(target, africaMapSvg());
  await report(target);
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const steps = { map: buildMap, icons: buildIcons, carousel: buildCarousel, flags: buildFlags };
for (const [name, step] of Object.entries(steps)) {
  if (!only || only === name) await step();
}
