import { brotliDecompressSync } from 'node:zlib';

// Just enough of WOFF2 (https://www.w3.org/TR/WOFF2/) to read the tables that are stored untransformed, such as
// cmap and fvar: a 48-byte header, a table directory of variable-length entries, then one Brotli stream holding every
// table back to back in directory order.
// prettier-ignore
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

export type Woff2Tables = Map<string, Buffer>;

/** The font's tables by tag; transformed tables (glyf, loca, sometimes hmtx) come back in their transformed form. */
export function readWoff2Tables(file: Buffer): Woff2Tables {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  let offset = 48;
  const readBase128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = file.readUInt8(offset++);
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = file.readUInt8(offset++);
    const known = KNOWN_TAGS[flags & 0x3f];
    const tag = (flags & 0x3f) === 0x3f || !known ? file.toString('latin1', offset, (offset += 4)) : known;
    const version = flags >> 6;
    const origLength = readBase128();
    // glyf and loca are transformed at version 0; every other table only at a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? readBase128() : origLength });
  }
  const totalCompressedSize = file.readUInt32BE(20);
  const data = brotliDecompressSync(file.subarray(offset, offset + totalCompressedSize));
  const tables: Woff2Tables = new Map();
  let at = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(at, at + length));
    at += length;
  }
  return tables;
}

/** The code points the font maps to a glyph (cmap subtables of format 4 and 12). */
export function codePoints(tables: Woff2Tables): Set<number> {
  const cmap = tables.get('cmap');
  if (!cmap) throw new Error('no cmap table');
  const points = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const subtable = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(subtable);
    if (format === 4) {
      const segments = cmap.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c += 1) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(subtable + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = subtable + 16 + g * 12;
        const first = cmap.readUInt32BE(group);
        const last = cmap.readUInt32BE(group + 4);
        for (let c = first; c <= last; c += 1) points.add(c);
      }
    }
  }
  return points;
}

export type Axis = { tag: string; min: number; default: number; max: number };

/** The variation axes (fvar), values as the CSS font-weight etc. would name them. */
export function variationAxes(tables: Woff2Tables): Axis[] {
  const fvar = tables.get('fvar');
  if (!fvar) return [];
  const axesOffset = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  const fixed = (at: number) => fvar.readInt32BE(at) / 65536;
  return Array.from({ length: count }, (_, i) => {
    const at = axesOffset + i * size;
    return {
      tag: fvar.toString('latin1', at, at + 4),
      min: fixed(at + 4),
      default: fixed(at + 8),
      max: fixed(at + 12),
    };
  });
}
