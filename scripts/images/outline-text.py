#!/usr/bin/python3
"""Writes the illustrations with their words drawn as outlines in the brand font.

Usage: /usr/bin/python3 scripts/images/outline-text.py   (Debian: python3-fonttools python3-brotli libharfbuzz-bin)

The drawings are authored with <text> in assets/illustrations/ (the French copies are made there by
scripts/images/localize-svg.mjs). An SVG shown through <img> cannot use the page's web font, so its words fell back
to Arial or whatever the system had, and the browser had to find that font and lay the words out in a document of
their own: on the landing page, about a tenth of a second of layout and paint under a 4x CPU slowdown, most of it
for the hero phone. Here every <text> becomes one <path>: shaped by HarfBuzz (hb-shape, kerning included) with Plus
Jakarta Sans at the text's weight, drawn with fontTools, placed as the browser would place it (x, y, text-anchor,
letter-spacing, font-size and font-weight inherited from enclosing groups). Each glyph starts with an absolute move
and continues in relative commands, so the same letter is the same string wherever it appears and gzip folds it.

The result goes to public/images/illustrations/ with a comment naming its source and the source's SHA-256, which
__tests__/images/illustrations.test.ts compares, so a source edited without running this again fails the tests.
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / 'assets' / 'illustrations'
TARGET = ROOT / 'public' / 'images' / 'illustrations'
FONTS = ROOT / 'node_modules' / '@fontsource-variable' / 'plus-jakarta-sans' / 'files'
# Latin first; Latin Extended only for what Latin lacks (₦, ₵ and the like); DejaVu Sans (Debian's fonts-dejavu-core,
# which Chromium pulls in) for what Plus Jakarta Sans has not at all, such as the arrow →.
FONT_FILES = [
    FONTS / 'plus-jakarta-sans-latin-wght-normal.woff2',
    FONTS / 'plus-jakarta-sans-latin-ext-wght-normal.woff2',
    Path('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
]
DEJAVU_BOLD = Path('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf')
SVG = 'http://www.w3.org/2000/svg'
INHERITED = ('font-size', 'font-weight', 'text-anchor', 'letter-spacing')
# Characters the font lacks, drawn as the nearest one it has: French groups thousands with a narrow no-break space,
# which Plus Jakarta Sans does not carry; its thin space is the same width class.
STAND_INS = {'\u202f': '\u2009'}
KEPT = ('fill', 'fill-opacity', 'opacity', 'class', 'id')

ET.register_namespace('', SVG)
ET.register_namespace('xlink', 'http://www.w3.org/1999/xlink')


UPEM = 1000
# Outlines are written on a grid of GRID font units: 4/1000 em is 0.1 px on 26 px text, below what a screen shows,
# and a sixth fewer bytes (gzipped) than whole font units.
GRID = 4


def grid(value: float) -> int:
    return round(value / GRID)


def number6(value: float) -> str:
    return f'{value:.6f}'.rstrip('0').rstrip('.')


def number(value: float) -> str:
    text = f'{value:.2f}'.rstrip('0').rstrip('.')
    return '0' if text in ('-0', '') else text


class Instance:
    """One weight of one of the font files, as a static TrueType file hb-shape can read."""

    def __init__(self, file: Path, weight: int, workdir: str):
        if file.name.startswith('DejaVu') and weight >= 600:
            file = DEJAVU_BOLD
        font = TTFont(file)
        self.font = instantiateVariableFont(font, {'wght': weight}) if 'fvar' in font else font
        self.path = os.path.join(workdir, f'{file.name}-{weight}.ttf')
        self.font.flavor = None
        self.font.save(self.path)
        self.cmap = self.font.getBestCmap()
        self.glyphs = self.font.getGlyphSet()
        self.order = self.font.getGlyphOrder()
        self.upem = self.font['head'].unitsPerEm

    def shape(self, text: str) -> list[dict]:
        out = subprocess.run(
            ['hb-shape', '--output-format=json', '--no-glyph-names', self.path, '--text', text],
            check=True, capture_output=True, text=True,
        ).stdout
        return json.loads(out)


class RelativePen(BasePen):
    """Draws a glyph as path data in font units: an absolute move to its origin, relative commands after it, so a
    letter is the same string wherever and at whatever size it appears."""

    def __init__(self, glyphs, origin):
        super().__init__(glyphs)
        self.ox, self.oy = origin
        self.parts: list[str] = []
        self.last = (0, 0)
        self.start = (0, 0)
        self.first = True

    def rel(self, *pts):
        """Every point of one command relative to where the command starts (SVG's rule for lowercase commands)."""
        values = []
        for x, y in pts:
            values += [str(grid(x) - self.last[0]), str(grid(y) - self.last[1])]
        self.last = (grid(pts[-1][0]), grid(pts[-1][1]))
        return ' '.join(values).replace(' -', '-')

    def _moveTo(self, pt):
        if self.first:
            # Glyph coordinates are relative to the glyph's origin, placed at (ox, oy) in the text's units.
            self.parts.append(f'M{number((self.ox + pt[0]) / GRID)} {number((self.oy + pt[1]) / GRID)}')
            self.first = False
            self.last = (grid(pt[0]), grid(pt[1]))
        else:
            self.parts.append('m' + self.rel(pt))
        self.start = self.last

    def _lineTo(self, pt):
        self.parts.append('l' + self.rel(pt))

    def _qCurveToOne(self, pt1, pt2):
        self.parts.append('q' + self.rel(pt1, pt2))

    def _curveToOne(self, pt1, pt2, pt3):
        self.parts.append('c' + self.rel(pt1, pt2, pt3))

    def _closePath(self):
        self.parts.append('z')
        self.last = self.start


class Fonts:
    def __init__(self, workdir: str):
        self.workdir = workdir
        self.instances: dict[tuple[Path, int], Instance] = {}

    def instance(self, char: str, weight: int) -> Instance:
        for file in FONT_FILES:
            key = (file, weight)
            if key not in self.instances:
                self.instances[key] = Instance(file, weight, self.workdir)
            inst = self.instances[key]
            if ord(char) in inst.cmap:
                return inst
        raise SystemExit(f'no font has {char!r}')

    def runs(self, text: str, weight: int) -> list[tuple[Instance, str]]:
        """The text cut where the font that has its characters changes, as a browser's fallback would."""
        runs: list[tuple[Instance, str]] = []
        for char in text:
            inst = self.instance(char, weight)
            if runs and runs[-1][0] is inst:
                runs[-1] = (inst, runs[-1][1] + char)
            else:
                runs.append((inst, char))
        return runs

    def outline(self, text: str, x: float, y: float, size: float, weight: int, anchor: str, spacing: float):
        """Path data in font units (y up, origin at the text's anchor point) and the transform that places it."""
        text = ''.join(STAND_INS.get(ch, ch) for ch in text)
        placed = []
        for inst, run in self.runs(text, weight):
            # Fonts with another em size are brought to the first font's units.
            ratio = UPEM / inst.upem
            placed += [(inst, ratio, g) for g in inst.shape(run)]
        scale = size / UPEM
        spacing_units = spacing / scale
        width = sum(g['ax'] * ratio + spacing_units for _, ratio, g in placed)
        cursor = -{'start': 0, 'middle': width / 2, 'end': width}[anchor]
        parts = []
        for inst, ratio, g in placed:
            pen = RelativePen(inst.glyphs, (cursor + g['dx'] * ratio, g['dy'] * ratio))
            glyph = inst.glyphs[inst.order[g['g']]]
            glyph.draw(pen if ratio == 1 else TransformPen(pen, (ratio, 0, 0, ratio, 0, 0)))
            parts += pen.parts
            cursor += g['ax'] * ratio + spacing_units
        return ''.join(parts), f'matrix({number6(scale * GRID)} 0 0 {number6(-scale * GRID)} {number(x)} {number(y)})'



def inherit(values: dict, element) -> dict:
    """The font attributes in force inside `element`: its own over those of its ancestors."""
    return {**values, **{name: element.attrib[name] for name in INHERITED if name in element.attrib}}


def convert(source: Path, fonts: Fonts) -> str:
    raw = source.read_bytes()
    root = ET.fromstring(raw)
    root.attrib.pop('font-family', None)
    count = 0

    def walk(element, inherited):
        nonlocal count
        values = inherit(inherited, element)
        for index, child in enumerate(list(element)):
            if child.tag != f'{{{SVG}}}text':
                walk(child, values)
                continue
            if len(child):
                raise SystemExit(f'{source.name}: <text> with child elements is not supported')
            own = inherit(values, child)
            text = child.text or ''
            d, placement = fonts.outline(
                text,
                float(child.attrib.get('x', '0')),
                float(child.attrib.get('y', '0')),
                float(own.get('font-size', '16')),
                int(own.get('font-weight', '400').replace('bold', '700').replace('normal', '400')),
                own.get('text-anchor', 'start'),
                float(own.get('letter-spacing', '0')),
            )
            path = ET.Element(f'{{{SVG}}}path', {k: v for k, v in child.attrib.items() if k in KEPT})
            # The path is in font units; the text's own transform, if any, applies after the placement.
            path.set('transform', f"{child.attrib['transform']} {placement}" if 'transform' in child.attrib else placement)
            # The words stay on the path, for whoever reads the file (and the tests): the drawing shows them.
            path.set('data-text', text)
            path.set('d', d)
            path.tail = child.tail
            element.remove(child)
            element.insert(index, path)
            count += 1
        # No text is left to use them.
        for name in INHERITED:
            element.attrib.pop(name, None)

    walk(root, {})
    body = ET.tostring(root, encoding='unicode')
    digest = hashlib.sha256(raw).hexdigest()
    note = f'<!-- Generated by scripts/images/outline-text.py from assets/illustrations/{source.name} (sha256 {digest}); edit the source and run it again. -->'
    print(f'{source.name}: {count} texts outlined', file=sys.stderr)
    return f'{body[:body.index(">") + 1]}\n{note}{body[body.index(">") + 1:]}\n'


def main():
    with tempfile.TemporaryDirectory() as workdir:
        fonts = Fonts(workdir)
        for source in sorted(SOURCES.glob('*.svg')):
            (TARGET / source.name).write_text(convert(source, fonts), encoding='utf-8')


if __name__ == '__main__':
    main()
