#!/usr/bin/python3
"""Writes styles/_jakarta-fallbacks.scss: the system fonts a page is drawn in while the brand font is missing, each
scaled to take the room Plus Jakarta Sans takes.

Usage: /usr/bin/python3 scripts/fonts/jakarta-fallbacks.py   (Debian: fonttools python3-brotli; run by
scripts/fonts/subset-jakarta.sh after each cut)

next/font's adjustFontFallback only knows Arial, and local("Arial") finds nothing on Debian (Lighthouse here, most
Linux desktops) or Android: there the page fell through to DejaVu Sans or Roboto at their own, wider size. So each
fallback a visitor's system may have gets its own @font-face, in the order the stack tries them: Arial (Windows,
macOS, iOS; Liberation Sans, its metric twin, on Linux), Roboto (Android), DejaVu Sans (Debian, Lighthouse). Each
comes as a regular and a bold face, for the weights the styles set below and from 600: the brand font's widths at
400 and 700 against the fallback's, measured over the site's own copy (lib/i18n/messages), give size-adjust;
ascent, descent and line gap are the brand font's, divided by it. Kerning is left out: measured in Chromium over the
same copy, it hardly moves the ratio.

The fallback files come from Debian's packages, downloaded and unpacked in a temporary folder (apt-get download), so
nothing is installed: installing Liberation or Roboto would change the fonts the browser tests draw with.
"""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parents[2]
BRAND = ROOT / 'lib/fonts.ts'
TARGET = ROOT / 'styles/_jakarta-fallbacks.scss'
MESSAGES = ROOT / 'lib/i18n/messages'

# (CSS family, Debian package, regular file, bold file, names the visitor's system may know the face by besides the
# file's own). Liberation Sans has Arial's advance widths, so its faces stand for Arial's.
FALLBACKS = [
    (
        'Jakarta fallback Arial',
        'fonts-liberation2',
        'usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
        'usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
        (['Arial', 'ArialMT'], ['Arial Bold', 'Arial-BoldMT']),
    ),
    (
        'Jakarta fallback Roboto',
        'fonts-roboto-unhinted',
        'usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
        'usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf',
        (['Roboto'], []),
    ),
    (
        'Jakarta fallback DejaVu',
        'fonts-dejavu-core',
        'usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
        'usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
        ([], []),
    ),
]
# The weights each face is measured at, and the range it answers for.
FACES = [(400, '100 500'), (700, '600 900')]


def strings(value):
    if isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, str):
        yield value


def advance(font, text):
    """The text's width in em, over the characters the font has."""
    cmap = font.getBestCmap()
    metrics = font['hmtx']
    return sum(metrics[cmap[ord(char)]][0] for char in text if ord(char) in cmap) / font['head'].unitsPerEm


def names(font):
    """The full name and the PostScript name: what CSS local() matches."""
    table = font['name']
    found = [table.getDebugName(4), table.getDebugName(6)]
    return [name for name in dict.fromkeys(found) if name]


def percent(value):
    # Written as Prettier writes it: no trailing zeros.
    return f'{value * 100:.2f}'.rstrip('0').rstrip('.') + '%'


def main():
    served = re.search(r"src: '([^']+\.woff2)'", BRAND.read_text()).group(1)
    brand_path = (BRAND.parent / served).resolve()
    brand = TTFont(brand_path)
    units = brand['head'].unitsPerEm
    ascent, descent, line_gap = brand['hhea'].ascent, -brand['hhea'].descent, brand['hhea'].lineGap
    copy = ''.join(
        text for path in sorted(MESSAGES.glob('*.json')) for text in strings(json.loads(path.read_text()))
    )

    rules = []
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        packages = sorted({package for _, package, *_ in FALLBACKS})
        subprocess.run(['apt-get', 'download', '-qq', *packages], cwd=work, check=True)
        for deb in work.glob('*.deb'):
            subprocess.run(['dpkg-deb', '-x', str(deb), str(work / 'root')], check=True)
        for family, _, regular, bold, aliases in FALLBACKS:
            for (weight, weights), path, alias in zip(FACES, (regular, bold), aliases):
                fallback = TTFont(work / 'root' / path)
                instance = instantiateVariableFont(TTFont(brand_path), {'wght': weight})
                # Only characters both fonts draw: a missing one would be drawn by yet another font.
                shared = ''.join(
                    char for char in copy if ord(char) in instance.getBestCmap() and ord(char) in fallback.getBestCmap()
                )
                scale = advance(instance, shared) / advance(fallback, shared)
                sources = ', '.join(f"local('{name}')" for name in dict.fromkeys([*alias, *names(fallback)]))
                # Prettier's line length (.prettierrc.json).
                if len(f'  src: {sources};') > 110:
                    sources = '\n    ' + sources
                separator = ':' if sources.startswith('\n') else ': '
                rules.append(
                    '@font-face {\n'
                    f"  font-family: '{family}';\n"
                    f'  src{separator}{sources};\n'
                    f'  font-weight: {weights};\n'
                    f'  size-adjust: {percent(scale)};\n'
                    f'  ascent-override: {percent(ascent / units / scale)};\n'
                    f'  descent-override: {percent(descent / units / scale)};\n'
                    f'  line-gap-override: {percent(line_gap / units / scale)};\n'
                    '}\n'
                )

    families = ', '.join(f"'{family}'" for family, *_ in FALLBACKS)
    TARGET.write_text(
        '// Written by scripts/fonts/jakarta-fallbacks.py from the brand font and the fallbacks’ files: run it again,\n'
        '// do not edit. What a page is drawn in until Plus Jakarta Sans is there, scaled to take the room it takes.\n'
        f'$families: {families};\n\n' + '\n'.join(rules)
    )
    print(f'{TARGET.relative_to(ROOT)}: {len(rules)} faces for {brand_path.name}')


if __name__ == '__main__':
    sys.exit(main())
