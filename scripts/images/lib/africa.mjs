// Simplified coastline of Africa (and Madagascar) as [longitude, latitude] pairs, about one point per 300 km.
// Drawn in a plain equirectangular projection: Africa straddles the equator, so the distortion is small.

/** @typedef {[number, number]} Point [longitude, latitude] in degrees, or [x, y] once projected. */

/** @type {Point[]} */
export const coastline = [
  [-5.8, 35.8],
  [-2.2, 35.1],
  [-0.6, 35.7],
  [3.0, 36.8],
  [7.8, 36.9],
  [9.9, 37.3],
  [11.0, 37.0],
  [10.6, 35.8],
  [10.8, 34.7],
  [10.1, 33.9],
  [11.1, 33.3],
  [13.2, 32.9],
  [15.1, 32.4],
  [16.6, 31.2],
  [19.0, 30.3],
  [20.1, 32.1],
  [22.6, 32.8],
  [24.0, 32.1],
  [25.2, 31.6],
  [27.2, 31.35],
  [29.9, 31.2],
  [31.0, 31.6],
  [32.3, 31.3],
  [32.5, 29.9],
  [33.8, 27.2],
  [35.5, 23.9],
  [37.2, 19.6],
  [38.5, 17.5],
  [39.5, 15.6],
  [41.5, 13.9],
  [42.7, 13.0],
  [43.3, 11.8],
  [45.0, 10.4],
  [48.0, 11.2],
  [51.3, 11.8],
  [51.4, 10.4],
  [49.8, 8.0],
  [48.5, 5.3],
  [47.0, 3.5],
  [45.3, 2.0],
  [42.5, -0.4],
  [40.9, -2.2],
  [39.7, -4.0],
  [39.3, -6.8],
  [39.6, -8.8],
  [40.5, -10.7],
  [40.6, -13.0],
  [40.7, -15.0],
  [38.9, -17.1],
  [36.9, -17.9],
  [34.8, -19.8],
  [35.3, -22.0],
  [35.4, -23.9],
  [33.0, -25.2],
  [32.6, -25.9],
  [32.8, -28.0],
  [31.0, -29.9],
  [29.5, -31.5],
  [27.9, -33.0],
  [25.6, -34.0],
  [22.5, -34.0],
  [20.0, -34.8],
  [18.4, -34.2],
  [18.3, -33.0],
  [17.8, -32.7],
  [18.2, -31.5],
  [16.5, -28.6],
  [15.1, -26.6],
  [14.5, -22.9],
  [13.2, -20.5],
  [11.8, -18.4],
  [11.8, -16.5],
  [12.1, -15.2],
  [13.4, -12.6],
  [13.8, -10.7],
  [13.2, -8.8],
  [12.3, -6.0],
  [11.8, -4.8],
  [10.5, -3.2],
  [9.0, -1.2],
  [8.7, -0.6],
  [9.4, 0.4],
  [9.6, 2.2],
  [9.7, 4.0],
  [8.5, 4.6],
  [7.0, 4.4],
  [6.0, 4.3],
  [4.8, 6.0],
  [3.4, 6.4],
  [2.4, 6.35],
  [1.2, 6.1],
  [-0.2, 5.55],
  [-2.1, 4.75],
  [-4.0, 5.3],
  [-6.0, 4.8],
  [-7.6, 4.4],
  [-9.2, 5.2],
  [-10.8, 6.3],
  [-12.5, 7.5],
  [-13.2, 8.5],
  [-13.7, 9.5],
  [-14.6, 10.5],
  [-15.6, 11.9],
  [-16.7, 12.5],
  [-16.6, 13.4],
  [-17.5, 14.7],
  [-16.9, 15.3],
  [-16.5, 16.0],
  [-16.1, 17.2],
  [-16.0, 18.1],
  [-16.3, 19.3],
  [-17.05, 20.8],
  [-16.7, 22.0],
  [-16.0, 23.7],
  [-15.0, 24.7],
  [-14.5, 26.1],
  [-12.9, 27.9],
  [-11.3, 28.3],
  [-9.8, 29.5],
  [-9.6, 30.4],
  [-9.8, 31.4],
  [-8.5, 33.3],
  [-7.6, 33.6],
  [-6.8, 34.0],
  [-6.2, 35.2],
];

/** @type {Point[]} */
export const madagascar = [
  [49.3, -12.0],
  [50.2, -14.2],
  [50.5, -15.5],
  [49.7, -17.0],
  [49.4, -18.1],
  [48.6, -20.5],
  [48.0, -22.5],
  [47.0, -25.0],
  [45.2, -25.6],
  [44.0, -24.6],
  [43.7, -23.4],
  [43.3, -21.8],
  [44.3, -20.3],
  [44.4, -18.0],
  [44.0, -16.8],
  [46.3, -15.7],
  [47.4, -14.5],
  [48.0, -13.5],
];

// Where recipients are (product spec §1): a point well inside each country, not its capital.
/** @type {Record<string, Point>} */
export const recipientCountries = {
  NG: [8.0, 9.4],
  BJ: [2.3, 9.8],
  BF: [-1.6, 12.3],
  CI: [-5.5, 7.6],
  GW: [-14.8, 12.1],
  NE: [9.4, 16.8],
  SN: [-14.3, 14.6],
  TG: [1.0, 8.6],
  CM: [12.4, 5.5],
  TD: [18.7, 15.4],
  GQ: [10.4, 1.6],
  GH: [-1.0, 7.9],
  GA: [11.6, -0.8],
};

/** @param {number} v */
const round = (v) => Math.round(v * 10) / 10;

/**
 * Projects longitude/latitude to SVG units: `scale` units per degree, origin at 18.5°W, 38°N plus `pad`.
 * @param {Point} point
 * @returns {Point}
 */
export function project([lon, lat], scale = 4, pad = 8) {
  return [round((lon + 18.5) * scale + pad), round((38 - lat) * scale + pad)];
}

/**
 * A closed, gently smoothed path (Catmull-Rom turned into cubic Béziers) through the projected points.
 * @param {Point[]} points
 */
export function smoothPath(points, scale = 4, pad = 8, tension = 0.16) {
  const p = points.map((pt) => project(pt, scale, pad));
  const n = p.length;
  // Indices wrap around the closed path, so each lands on a point.
  const at = (/** @type {number} */ i) => /** @type {Point} */ (p[(i + n) % n]);
  let d = `M${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [round(p1[0] + (p2[0] - p0[0]) * tension), round(p1[1] + (p2[1] - p0[1]) * tension)];
    const c2 = [round(p2[0] - (p3[0] - p1[0]) * tension), round(p2[1] - (p3[1] - p1[1]) * tension)];
    d += `C${c1.join(' ')} ${c2.join(' ')} ${p2.join(' ')}`;
  }
  return `${d}Z`;
}

/** Map size in SVG units for a given scale and padding. */
export function mapSize(scale = 4, pad = 8) {
  return {
    width: Math.ceil((51.6 + 18.5) * scale + pad * 2),
    height: Math.ceil((38 + 35) * scale + pad * 2),
  };
}
