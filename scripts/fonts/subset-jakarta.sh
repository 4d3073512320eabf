#!/usr/bin/env bash
# Cuts the brand font down to what the site sets: Plus Jakarta Sans, variable, weights 400–800 (regular to heavy, the
# only ones the styles use), every character and OpenType feature of Fontsource's Latin file kept (its accents and
# combining marks, tabular figures), plus the narrow no-break space French needs. Writes two files:
#   styles/fonts/plus-jakarta-sans-latin-wght-400-800-core.woff2: the characters the site writes (ASCII, and whatever
#     the copy in lib/i18n/messages and the strings in lib/, components/ and app/ use), which lib/fonts.ts serves and
#     preloads;
#   styles/fonts/plus-jakarta-sans-latin-wght-400-800-more.woff2: the rest of the Latin file, which
#     styles/_jakarta-more.scss declares for exactly those characters, so a browser fetches it only for a page that
#     shows one of them.
# The core is what a first visit waits for: the font shares the connection with the scripts, so the fewer its bytes,
# the sooner it is there (docs/performance.md, "The brand font on a first visit").
#
# Dropping weights 200–399 keeps the default master (400) and the outlines from 400 to 800 (equal to within a rounding,
# under 1/1000 em); only the variation data towards the lighter end goes (27.3 → 19.9 KB; 20.0 KB with the narrow
# no-break space). Run it again after upgrading @fontsource-variable/plus-jakarta-sans or when the copy gains a
# character (__tests__/lib/fonts says so). Then writes the fallbacks' metrics for the new cut
# (scripts/fonts/jakarta-fallbacks.py). Needs fonttools and brotli from Debian:
#   apt-get install fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/../.."

source_font=node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2
core=styles/fonts/plus-jakarta-sans-latin-wght-400-800-core.woff2
more=styles/fonts/plus-jakarta-sans-latin-wght-400-800-more.woff2
more_faces=styles/_jakarta-more.scss
# Debian's fonttools lives in the system Python, which may not be the first python3 on PATH.
python=/usr/bin/python3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Keeping the source's timestamp makes the files the same bytes each time the script runs.
"$python" -m fontTools.varLib.instancer "$source_font" wght=400:800 --output "$work/range.ttf" --quiet \
  --no-recalc-timestamp
# French sets a narrow no-break space (U+202F) before « » : ; ? ! and between thousands; the font has no such
# character, so every French page made the browser find it in a system font. It gets the font's thin space (U+2009),
# the width typographers give it, as scripts/images/outline-text.py does for the drawings.
"$python" - "$work/range.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1], recalcTimestamp=False)
for table in font['cmap'].tables:
    if table.isUnicode() and 0x2009 in table.cmap:
        table.cmap.setdefault(0x202F, table.cmap[0x2009])
font.save(sys.argv[1])
PY

# The characters the site writes: printable ASCII (numbers, codes, what a visitor types), the no-break spaces number
# formatting inserts, and every other character of the copy and of the source's strings.
"$python" - "$work/core.txt" <<'PY'
import json, pathlib, sys
chars = {chr(code) for code in range(0x20, 0x7F)} | {'\u00a0', '\u202f'}
def strings(value):
    if isinstance(value, dict):
        for item in value.values(): yield from strings(item)
    elif isinstance(value, list):
        for item in value: yield from strings(item)
    elif isinstance(value, str):
        yield value
for path in pathlib.Path('lib/i18n/messages').glob('*.json'):
    chars.update(''.join(strings(json.loads(path.read_text()))))
for folder in ('lib', 'components', 'app'):
    for path in pathlib.Path(folder).rglob('*.ts*'):
        chars.update(char for char in path.read_text() if ord(char) > 0x7E)
# Styles set some of the copy in capitals (text-transform: uppercase): a French eyebrow's "è" is drawn as "È".
chars.update(capital for char in list(chars) for capital in char.upper())
pathlib.Path(sys.argv[1]).write_text(''.join(sorted(chars)))
PY
"$python" -m fontTools.subset "$work/range.ttf" --text-file="$work/core.txt" --layout-features='*' --notdef-outline \
  --flavor=woff2 --output-file="$core"

# The rest, and the @font-face that serves it for those characters only.
"$python" - "$work/range.ttf" "$core" "$work/more.txt" "$more" "$more_faces" <<'PY'
import sys
from fontTools.ttLib import TTFont
whole, core, listing, more, faces = sys.argv[1:]
rest = sorted(code for code in set(TTFont(whole).getBestCmap()) - set(TTFont(core).getBestCmap()) if code >= 0x20)
open(listing, 'w').write(','.join(f'U+{code:04X}' for code in rest))
ranges = []
for code in rest:
    if ranges and ranges[-1][1] == code - 1:
        ranges[-1][1] = code
    else:
        ranges.append([code, code])
unicode_range = ', '.join(f'U+{a:X}' if a == b else f'U+{a:X}-{b:X}' for a, b in ranges)
open(faces, 'w').write(
    "// Written by scripts/fonts/subset-jakarta.sh: run it again, do not edit. The brand font's characters the site\n"
    "// does not write itself, in a file of their own that only a page showing one of them fetches.\n"
    "$family: 'Jakarta more';\n\n"
    '@font-face {\n'
    '  font-family: $family;\n'
    f"  src: url('./fonts/{more.rsplit('/', 1)[1]}') format('woff2');\n"
    '  font-weight: 400 800;\n'
    '  font-display: optional;\n'
    f'  unicode-range: {unicode_range};\n'
    '}\n'
)
PY
"$python" -m fontTools.subset "$work/range.ttf" --unicodes-file="$work/more.txt" --layout-features='*' \
  --notdef-outline --flavor=woff2 --output-file="$more"
npx prettier --write "$more_faces" >/dev/null
printf '%s  %s bytes\n%s  %s bytes\n(from %s bytes)\n' "$core" "$(stat -c %s "$core")" "$more" "$(stat -c %s "$more")" \
  "$(stat -c %s "$source_font")"
"$python" scripts/fonts/jakarta-fallbacks.py
