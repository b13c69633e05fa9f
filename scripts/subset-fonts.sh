#!/bin/sh
# Writes web/fonts/*.woff2 (docs/decisions/044-lighter-first-screen.md): Be Vietnam Pro's
# Vietnamese and Latin subsets from @fontsource, in the three weights the interface draws, with
# the TrueType hinting taken out (the instructions were more than half of each file; phones and
# macOS do not use them). The files are committed: run this only to change the weights or the
# font's version. Needs fontTools with brotli (Debian: apt-get install fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
from=node_modules/@fontsource/be-vietnam-pro/files
for weight in 400 600 700; do
  for subset in latin vietnamese; do
    pyftsubset "$from/be-vietnam-pro-$subset-$weight-normal.woff2" \
      --unicodes='*' --layout-features='*' --no-hinting --flavor=woff2 \
      --output-file="web/fonts/be-vietnam-pro-$subset-$weight.woff2"
  done
done
ls -l web/fonts
