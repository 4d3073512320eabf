import { coastline, madagascar, mapSize, project, recipientCountries, smoothPath } from './lib/africa.mjs';

/** The decorative map of Africa with a dot on each recipient country (public/images/illustrations/africa-map.svg). */
export function africaMapSvg({ scale = 4, pad = 8 } = {}) {
  const { width, height } = mapSize(scale, pad);
  const land = smoothPath(coastline, scale, pad) + smoothPath(madagascar, scale, pad);
  const dots = Object.values(recipientCountries).map((pt) => project(pt, scale, pad));
  const halos = dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8.5"/>`).join('');
  const cores = dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.2"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    '<defs><pattern id="grain" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.1" fill="#0b6e4f" fill-opacity=".2"/></pattern>',
    `<path id="land" d="${land}"/></defs>`,
    '<use href="#land" fill="#e3f2ec" stroke="#0b6e4f" stroke-opacity=".4" stroke-width="1.5" stroke-linejoin="round"/>',
    '<use href="#land" fill="url(#grain)"/>',
    `<g fill="#f3b23c" fill-opacity=".35">${halos}</g>`,
    `<g fill="#0b6e4f" stroke="#fff" stroke-width="1.6">${cores}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
