"""Writes the two preloaded web fonts, cut down to what the site uses (run once; the output is committed).

    apt-get install -y python3-fonttools python3-brotli
    /usr/bin/python3 scripts/fonts/subset.py

Inter (variable, from @fontsource-variable/inter): the weight axis is limited to 400-700 (the site
uses 400, 500 and 600; the card marks draw up to 700) and the glyphs and OpenType features to the
Latin set below. Cormorant Garamond 500 (from @fontsource/cormorant-garamond): glyphs and features
only. 48.3 + 23.3 kB become about 26 + 19 kB, which the first view of every page no longer waits on
(Lighthouse LCP). Both fonts are under the SIL Open Font License 1.1 (app/font-files/*-OFL.txt), which
allows subsetting and redistribution. The display italic is not preloaded and stays as published.
"""

import io
import os
import shutil

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "app", "font-files")
INTER = os.path.join(ROOT, "node_modules/@fontsource-variable/inter")
CORMORANT = os.path.join(ROOT, "node_modules/@fontsource/cormorant-garamond")

# Fontsource's "latin" range, minus the rare combining and modifier marks.
UNICODES = "U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD"
COMMON_FEATURES = ["kern", "liga", "calt", "tnum", "ccmp", "locl", "mark", "mkmk"]


def cut(font: TTFont, features: list[str], target: str) -> None:
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = features
    options.name_IDs = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(target)
    print(f"{os.path.relpath(target, ROOT)}: {os.path.getsize(target)} bytes")


instanced = instancer.instantiateVariableFont(TTFont(os.path.join(INTER, "files/inter-latin-wght-normal.woff2")), {"wght": (400, 700)})
buffer = io.BytesIO()
instanced.save(buffer)  # reloaded from bytes: the subsetter cannot read the instancer's lazy tables
buffer.seek(0)
inter = TTFont(buffer)
cut(inter, COMMON_FEATURES + ["ss01", "cv11", "case"], os.path.join(OUT, "inter-latin-wght-400-700.woff2"))

cormorant = TTFont(os.path.join(CORMORANT, "files/cormorant-garamond-latin-500-normal.woff2"))
cut(cormorant, COMMON_FEATURES + ["lnum"], os.path.join(OUT, "cormorant-garamond-latin-500-normal.woff2"))

shutil.copyfile(os.path.join(INTER, "LICENSE"), os.path.join(OUT, "inter-OFL.txt"))
shutil.copyfile(os.path.join(CORMORANT, "LICENSE"), os.path.join(OUT, "cormorant-garamond-OFL.txt"))
