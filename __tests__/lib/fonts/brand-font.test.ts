/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { codePoints, readWoff2Tables, variationAxes } from '../../support/woff2';

const root = path.resolve(__dirname, '../../..');
const fontsModule = readFileSync(path.join(root, 'lib/fonts.ts'), 'utf8');
// The file and weight range lib/fonts.ts hands to next/font, read from its source so the test follows what ships.
const servedPath = path.resolve(root, 'lib', /src: '([^']+\.woff2)'/.exec(fontsModule)![1]!);
const [declaredMin, declaredMax] = /weight: '(\d+) (\d+)'/.exec(fontsModule)!.slice(1).map(Number);
const fontsourceLatin = path.join(
  root,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);

const served = readWoff2Tables(readFileSync(servedPath));
const servedPoints = codePoints(served);
// The rest of the cut: its own file, declared with the characters it serves (styles/_jakarta-more.scss).
const moreFaces = readFileSync(path.join(root, 'styles/_jakarta-more.scss'), 'utf8');
const morePath = path.resolve(root, 'styles', /src: url\('([^']+\.woff2)'\)/.exec(moreFaces)![1]!);
const more = readWoff2Tables(readFileSync(morePath));
const morePoints = codePoints(more);

describe('the brand font we serve', () => {
  it('is our cut of Fontsource’s Latin file, with every character that file has, in two files', () => {
    expect(servedPath).toContain(`${path.sep}styles${path.sep}fonts${path.sep}`);
    const original = codePoints(readWoff2Tables(readFileSync(fontsourceLatin)));
    expect(original.size).toBeGreaterThan(200);
    // Control characters (Fontsource maps a carriage return) are never drawn.
    const printable = [...original].filter((point) => point >= 0x20);
    expect(printable.filter((point) => !servedPoints.has(point) && !morePoints.has(point))).toEqual([]);
  });

  it('declares the second file for exactly the characters the first lacks, at the same weights', () => {
    const declared = new Set<number>();
    for (const [, from, to] of /unicode-range:([^;]+);/
      .exec(moreFaces)![1]!
      .matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g)) {
      for (let point = parseInt(from!, 16); point <= parseInt(to ?? from!, 16); point += 1)
        declared.add(point);
    }
    expect([...morePoints].filter((point) => !declared.has(point))).toEqual([]);
    expect([...declared].filter((point) => !morePoints.has(point) || servedPoints.has(point))).toEqual([]);
    expect(variationAxes(more).find((axis) => axis.tag === 'wght')).toMatchObject({
      min: declaredMin,
      max: declaredMax,
    });
    expect(moreFaces).toContain(`font-weight: ${declaredMin} ${declaredMax};`);
  });

  it('declares the weight range its file really has, and that range covers every weight the styles name', () => {
    const wght = variationAxes(served).find((axis) => axis.tag === 'wght');
    expect(wght).toMatchObject({ min: declaredMin, max: declaredMax });
    const globals = readFileSync(path.join(root, 'styles/globals.scss'), 'utf8');
    const weights = [...globals.matchAll(/--weight-[a-z]+:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(3);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(wght!.min);
      expect(weight).toBeLessThanOrEqual(wght!.max);
    }
  });

  it('has a glyph for every character of the English and French copy, in capitals too', () => {
    const dir = path.join(root, 'lib/i18n/messages');
    const text = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.stringify(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))))
      .join('');
    // Spaces count too: French sets a narrow no-break space (U+202F) that Fontsource's file lacked, and a missing
    // character sends the browser looking through the system's fonts.
    // Styles set some of it in capitals (text-transform: uppercase): a French eyebrow's "è" is drawn as "È", and one
    // capital outside this file made every French landing page fetch the second one.
    const drawn = text + text.toUpperCase();
    const missing = new Set([...drawn].filter((char) => !servedPoints.has(char.codePointAt(0)!)));
    expect(text).toContain('é');
    expect(drawn).toContain('È');
    expect(text).toContain('\u202f');
    expect([...missing]).toEqual([]);
  });

  it('has fallbacks scaled to its own vertical metrics (styles/_jakarta-fallbacks.scss)', () => {
    const written = readFileSync(path.join(root, 'styles/_jakarta-fallbacks.scss'), 'utf8');
    const faces = [...written.matchAll(/@font-face \{([^}]*)\}/g)].map(
      ([, body]) =>
        new Map(
          [...body!.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
        ),
    );
    const units = served.get('head')!.readUInt16BE(18);
    const hhea = served.get('hhea')!;
    const [ascent, descent, lineGap] = [hhea.readInt16BE(4), -hhea.readInt16BE(6), hhea.readInt16BE(8)];
    const percent = (face: Map<string, string>, name: string) => Number.parseFloat(face.get(name)!) / 100;
    const families = /^\$families: (.*);$/m.exec(written)![1]!;

    // A regular and a bold face for each system's fallback, each listed in $families.
    expect(faces).toHaveLength(6);
    for (const face of faces) {
      expect(families).toContain(face.get('font-family')!);
      const scale = percent(face, 'size-adjust');
      expect(scale).toBeGreaterThan(0.75);
      expect(scale).toBeLessThan(1.25);
      expect(percent(face, 'ascent-override') * scale).toBeCloseTo(ascent / units, 3);
      expect(percent(face, 'descent-override') * scale).toBeCloseTo(descent / units, 3);
      expect(percent(face, 'line-gap-override') * scale).toBeCloseTo(lineGap / units, 3);
    }
  });
});
