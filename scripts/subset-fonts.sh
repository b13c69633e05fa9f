#!/bin/sh
# Writes web/fonts/*.woff2 (docs/decisions/044-lighter-first-screen.md, 060-one-font-file-per-weight.md):
# Be Vietnam Pro from @expo-google-fonts (the whole font, one TTF per weight), cut to the Latin
# and Vietnamese characters a Vietnamese page draws, one file per weight the interface uses,
# with the TrueType hinting taken out (the instructions were more than half of each file;
# phones and macOS do not use them). The files are committed: run this only to change the
# weights or the font's version. Needs fontTools with brotli (Debian: apt-get install fonttools
# python3-brotli). The ranges are web/fonts.css's `unicode-range`: change both together.
set -eu
cd "$(dirname "$0")/.."
from=node_modules/@expo-google-fonts/be-vietnam-pro
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
vietnamese='U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB'
for face in 400Regular 600SemiBold 700Bold; do
  weight=${face%%[A-Z]*}
  pyftsubset "$from/$face/BeVietnamPro_$face.ttf" \
    --unicodes="$latin,$vietnamese" --layout-features='*' --no-hinting --flavor=woff2 \
    --output-file="web/fonts/be-vietnam-pro-$weight.woff2"
done
ls -l web/fonts
