"""Makes the fallback fonts in resources/fonts (run by hand when they change; the files are
committed): the characters of names that DejaVu Sans lacks, cut from fonts whose licences let
them be carried, with fontTools (`pip install fonttools`; not needed at run time or to build).

    python packaging/make_fonts.py [SOURCE_DIR]   (default: Debian's /usr/share/fonts)

- TDFallback-CJK.ttf: Droid Sans Fallback (Apache-2.0; Debian: fonts-droid-fallback), the
  Chinese characters of GB 2312 level 1 and the Japanese kanji of JIS X 0208 level 1 (the
  common ones: about 5,000), kana, CJK punctuation and full-width forms;
- TDFallback-Hangul.ttf: NanumGothic (SIL OFL 1.1; Debian: fonts-nanum), the 2,350 Hangul
  syllables of KS X 1001 (the common set, which names use) and the compatibility jamo;
- TDFallback-Emoji.ttf: Symbola (free for any use, including redistribution; Debian:
  fonts-symbola), monochrome emoji (U+1F300..1FAFF) and the symbols and dingbats
  (U+2600..27BF) DejaVu Sans lacks.

Hinting and layout tables are dropped (print only); each subset is named "TD Fallback ..."
(the OFL reserves the original's name for the original), its copyright and licence records
kept. The licences: packaging/licenses/ and resources/fonts/TDFallback-LICENSES.txt. Rarer
characters still come from a font installed on the computer (reports/fonts.py), else print
as U+FFFD with a warning.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "resources" / "fonts"


def _decoded(codec: str, first: int, last: int) -> set[int]:
    """The characters of a double-byte set's rows first..last (high bytes), each cell
    0xA1..0xFE."""
    out = set()
    for high in range(first, last + 1):
        for low in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):
                out.update(map(ord, bytes([high, low]).decode(codec)))
    return out


def _renamed(font, family: str) -> None:
    """The subset under a name of its own (the OFL reserves NanumGothic's for the original):
    family, full and PostScript names replaced; copyright, trademark and licence kept."""
    names = {1: family, 2: "Regular", 3: f"{family};subset", 4: family,
             6: family.replace(" ", "-"), 16: family, 17: "Regular"}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names:
            table.removeNames(nameID=record.nameID)
    for name_id, text in names.items():
        table.setName(text, name_id, 3, 1, 0x409)
        table.setName(text, name_id, 1, 0, 0)


def _subset(source: Path, codes: set[int], target: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "TSI0", "TSI1", "TSI2", "TSI3", "TSI5"]
    options.name_IDs = ["*"]  # the copyright and licence records stay
    options.notdef_outline = True
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    _renamed(font, "TD Fallback " + target.stem.split("-")[-1])
    font.save(target)
    print(f"{target.name}: {len(font.getBestCmap())} characters, "
          f"{target.stat().st_size / 1e6:.2f} MB")


def main(argv: list[str]) -> int:
    from fontTools.ttLib import TTFont
    root = Path(argv[1] if len(argv) > 1 else "/usr/share/fonts")
    found = {p.name: p for p in root.rglob("*.ttf")}
    dejavu = TTFont(OUT / "DejaVuSans.ttf").getBestCmap()
    kana = set(range(0x3000, 0x3100)) | set(range(0xFF00, 0xFFF0))
    han = _decoded("gb2312", 0xB0, 0xD7) | _decoded("euc_jp", 0xB0, 0xCF)
    _subset(found["DroidSansFallbackFull.ttf"], kana | han, OUT / "TDFallback-CJK.ttf")
    hangul = _decoded("euc_kr", 0xB0, 0xC8) | set(range(0x3130, 0x3190))
    _subset(found["NanumGothic.ttf"], hangul, OUT / "TDFallback-Hangul.ttf")
    symbola = found.get("Symbola_hint.ttf") or found["Symbola.ttf"]
    emoji = {c for c in TTFont(symbola).getBestCmap()
             if (0x1F300 <= c <= 0x1FAFF or 0x2600 <= c <= 0x27BF) and c not in dejavu}
    _subset(symbola, emoji, OUT / "TDFallback-Emoji.ttf")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
