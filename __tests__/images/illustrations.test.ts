/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The illustrations are authored with <text> in assets/illustrations/ and served from public/images/illustrations/
// with their words drawn as outlines in the brand font (scripts/images/outline-text.py): an <img> SVG cannot load
// the web font, and laying its words out in a fallback font cost the landing page layout and paint time.
const root = path.resolve(__dirname, '../..');
const sources = path.join(root, 'assets/illustrations');
const served = path.join(root, 'public/images/illustrations');
const read = (file: string) => readFileSync(file, 'utf8');
const sourceNames = readdirSync(sources).filter((name) => name.endsWith('.svg'));
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
    if (code in named) return named[code]!;
    const hex = code.toLowerCase().startsWith('#x');
    return String.fromCodePoint(Number.parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10));
  });

describe('illustrations', () => {
  it('has a source for every drawing with words, and the French copies beside their English drawings', () => {
    expect(sourceNames).toEqual(
      expect.arrayContaining([
        'hero-phone.svg',
        'hero-phone.fr.svg',
        'global-accounts.fr.svg',
        'get-paid.fr.svg',
      ]),
    );
    for (const name of sourceNames) expect(textsOf(read(path.join(sources, name))).length).toBeGreaterThan(0);
  });

  it('serves no drawing with <text>: every word is an outline', () => {
    for (const name of readdirSync(served).filter((file) => file.endsWith('.svg'))) {
      expect([name, textsOf(read(path.join(served, name)))]).toEqual([name, []]);
      expect(read(path.join(served, name))).not.toMatch(/font-family/);
    }
  });

  it.each(sourceNames)('%s is served as generated from its current source', (name) => {
    const source = read(path.join(sources, name));
    const output = read(path.join(served, name));
    const digest = createHash('sha256')
      .update(readFileSync(path.join(sources, name)))
      .digest('hex');
    // A source edited without running scripts/images/outline-text.py again fails here.
    expect(output).toContain(`from assets/illustrations/${name} (sha256 ${digest})`);

    const openSvg = (svg: string) => /<svg\b[^>]*>/.exec(svg)![0];
    for (const size of ['viewBox', 'width', 'height']) {
      expect(attribute(openSvg(output), size)).toBe(attribute(openSvg(source), size));
    }

    // Every word of the source is drawn, in order, one outline per <text>, with one glyph per visible character.
    const outlines = [...output.matchAll(/<path\b[^>]*\bdata-text="[^"]*"[^>]*>/g)].map((match) => match[0]);
    expect(outlines.map((tag) => decode(attribute(tag, 'data-text')!))).toEqual(textsOf(source).map(decode));
    for (const tag of outlines) {
      const text = decode(attribute(tag, 'data-text')!);
      const glyphs = (attribute(tag, 'd') ?? '').match(/M/g)?.length ?? 0;
      expect([text, glyphs]).toEqual([text, [...text].filter((char) => char.trim() !== '').length]);
      expect(attribute(tag, 'transform')).toMatch(/^(.+ )?matrix\(/);
    }
  });
});
