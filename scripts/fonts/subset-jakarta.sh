#!/usr/bin/env bash
# Cuts the brand font down to what the site sets: Plus Jakarta Sans, variable, weights 400–800 (regular to heavy, the
# only ones the styles use), every character and OpenType feature of Fontsource's Latin file kept (its accents and
# combining marks, tabular figures), plus the narrow no-break space French needs. Writes
# styles/fonts/plus-jakarta-sans-latin-wght-400-800.woff2, which lib/fonts.ts serves.
#
# Dropping weights 200–399 keeps the default master (400) and the outlines from 400 to 800 (equal to within a rounding,
# under 1/1000 em); only the variation data towards the lighter end goes (27.3 → 19.9 KB; 20.0 KB with the narrow
# no-break space). Run it again after upgrading @fontsource-variable/plus-jakarta-sans. Then writes the fallbacks'
# metrics for the new cut (scripts/fonts/jakarta-fallbacks.py). Needs fonttools and brotli from Debian:
#   apt-get install fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/../.."

source_font=node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2
target=styles/fonts/plus-jakarta-sans-latin-wght-400-800.woff2
# Debian's fonttools lives in the system Python, which may not be the first python3 on PATH.
python=/usr/bin/python3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$python" -m fontTools.varLib.instancer "$source_font" wght=400:800 --output "$work/range.ttf" --quiet
# French sets a narrow no-break space (U+202F) before « » : ; ? ! and between thousands; the font has no such
# character, so every French page made the browser find it in a system font. It gets the font's thin space (U+2009),
# the width typographers give it, as scripts/images/outline-text.py does for the drawings.
"$python" - "$work/range.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for table in font['cmap'].tables:
    if table.isUnicode() and 0x2009 in table.cmap:
        table.cmap.setdefault(0x202F, table.cmap[0x2009])
font.save(sys.argv[1])
PY
"$python" -m fontTools.subset "$work/range.ttf" --unicodes='*' --layout-features='*' --notdef-outline --flavor=woff2 \
  --output-file="$target"
printf '%s  %s bytes (from %s bytes)\n' "$target" "$(stat -c %s "$target")" "$(stat -c %s "$source_font")"
"$python" scripts/fonts/jakarta-fallbacks.py
