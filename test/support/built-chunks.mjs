// What a build ships to browsers: its client chunks, read from disk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which of `markers` appear in any client chunk of the build in `distDir`. @param {string} distDir @param {string[]} markers */
export function markersInChunks(distDir, markers) {
  const chunks = path.join(distDir, 'static/chunks');
  const found = new Set();
  for (const entry of readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    const text = readFileSync(path.join(chunks, entry), 'utf8');
    for (const marker of markers) if (text.includes(marker)) found.add(marker);
  }
  return [...found].sort();
}

/** Strings only the analytics libraries carry: Plausible's tracker, and Vercel's two scripts' paths. */
export const PLAUSIBLE_MARKERS = ['plausible_ignore', '/api/event'];
export const VERCEL_MARKERS = ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'];
/** Only the tracker's click and form autocapture carries it; patches/ removes that code, which this site never uses. */
export const PLAUSIBLE_AUTOCAPTURE_MARKER = 'plausible-event-name';
