"""The fonts a report prints in: the bundled DejaVu Sans, the bundled fallbacks for what it
lacks (common Chinese and Japanese characters, Hangul, emoji: packaging/make_fonts.py), then
fonts found on this computer, ReportLab's ToUnicode CMap mended, and which font prints each
character of a report's text (with the warning where none can)."""

from __future__ import annotations

import functools
import os
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from ..i18n import _
from ..paths import resource

FONT = "TDSans"
FONT_BOLD = "TDSans-Bold"
REPLACEMENT = "\ufffd"  # printed where no font has the glyph (never an empty box)
FALLBACK_ENV = "TOURNAMENT_DIRECTOR_FALLBACK_FONT"


def _utf16_hex(code: int) -> str:
    try:
        return chr(code).encode("utf-16-be").hex().upper()
    except UnicodeEncodeError:  # a lone surrogate: as reportlab writes it
        return "%04X" % code


def _to_unicode_cmap(fontname, subset):
    """reportlab's ToUnicode CMap, with characters beyond U+FFFF written as UTF-16 (surrogate
    pairs) as the PDF standard asks: reportlab 5 writes "<1F3B2>", an odd-length hex string
    that PDF readers cannot map, so such a name could not be searched or copied."""
    return "\n".join([
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
        "/CIDSystemInfo", "<< /Registry (%s)" % fontname, "/Ordering (%s)" % fontname,
        "/Supplement 0", ">> def", "/CMapName /%s def" % fontname, "/CMapType 2 def",
        "1 begincodespacerange", "<00> <%02X>" % (len(subset) - 1), "endcodespacerange",
        "%d beginbfchar" % len(subset)]
        + ["<%02X> <%s>" % (i, _utf16_hex(v)) for i, v in enumerate(subset)]
        + ["endbfchar", "endcmap", "CMapName currentdict /CMap defineresource pop", "end",
           "end"])


def _fix_to_unicode() -> None:
    probe = ttfonts.makeToUnicodeCMap("probe", [0, 0x1F3B2])
    if "<1F3B2>" in probe:  # the bug is there (a fixed reportlab is left alone)
        ttfonts.makeToUnicodeCMap = _to_unicode_cmap


@functools.cache
def register_fonts() -> None:
    """Registers the bundled DejaVu Sans (regular and bold) once per process."""
    _fix_to_unicode()
    pdfmetrics.registerFont(TTFont(FONT, str(resource("fonts", "DejaVuSans.ttf"))))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, str(resource("fonts", "DejaVuSans-Bold.ttf"))))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT,
                                  boldItalic=FONT_BOLD)


def char_map(font_name: str):
    """The registered font's characters: {code point: glyph}."""
    return pdfmetrics.getFont(font_name).face.charToGlyph


# Fonts with TrueType outlines (reportlab cannot embed CFF/PostScript-outline fonts, so the
# common NotoSansCJK .ttc is tried but usually refused), best first.
FALLBACK_FILES = (
    "DroidSansFallbackFull.ttf", "DroidSansFallback.ttf",           # fonts-droid-fallback
    "wqy-zenhei.ttc", "wqy-microhei.ttc",                           # fonts-wqy-*
    "NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular.otf",
    "uming.ttc", "ukai.ttc",                                        # fonts-arphic-*
    "ipagp.ttf", "ipag.ttf", "NanumGothic.ttf", "UnDotum.ttf",
    "msyh.ttc", "msyh.ttf", "simhei.ttf", "simsun.ttc", "msgothic.ttc", "meiryo.ttc",
    "YuGothM.ttc", "malgun.ttf", "mingliu.ttc",                      # Windows
    "Arial Unicode.ttf", "arialuni.ttf", "ARIALUNI.TTF", "AppleGothic.ttf",
    "STHeiti Light.ttc", "STHeiti Medium.ttc",                      # macOS
    "Symbola.ttf", "Symbola_hint.ttf", "NotoEmoji-Regular.ttf", "seguisym.ttf",
    "unifont.ttf",                                                  # last resort
)


def _font_dirs() -> list[Path]:
    dirs = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"),
            Path.home() / ".local" / "share" / "fonts", Path.home() / ".fonts",
            Path("/Library/Fonts"), Path("/System/Library/Fonts"),
            Path.home() / "Library" / "Fonts"]
    windir = os.environ.get("WINDIR") or os.environ.get("SystemRoot")
    if windir:
        dirs.append(Path(windir) / "Fonts")
    local = os.environ.get("LOCALAPPDATA")
    if local:
        dirs.append(Path(local) / "Microsoft" / "Windows" / "Fonts")
    return [d for d in dirs if d.is_dir()]


@functools.lru_cache(maxsize=1)
def _installed_font_files() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder in _font_dirs():
        for root, _dirs, files in os.walk(folder):
            for name in files:
                found.setdefault(name.lower(), Path(root) / name)
    return found


# carried with the program (resources/fonts; made by packaging/make_fonts.py), tried before
# the computer's own fonts so that a name prints the same on every computer
BUNDLED_FALLBACKS = ("TDFallback-CJK.ttf", "TDFallback-Hangul.ttf", "TDFallback-Emoji.ttf")


def bundled_fonts() -> list[Path]:
    """The fallback fonts the program carries, in the order they are tried."""
    return [resource("fonts", name) for name in BUNDLED_FALLBACKS]


def fallback_font_candidates() -> list[Path]:
    """Font files that may print what DejaVu Sans cannot (CJK, symbols), best first: the one
    named by TOURNAMENT_DIRECTOR_FALLBACK_FONT, the bundled ones, this computer's."""
    paths: list[Path] = []
    own = os.environ.get(FALLBACK_ENV)
    if own:
        paths.append(Path(own))
    paths += bundled_fonts()
    installed = _installed_font_files()
    for name in FALLBACK_FILES:
        path = installed.get(name.lower())
        if path is not None:
            paths.append(path)
    return paths


@functools.cache
def _load_fallback(path: str) -> str | None:
    """Registers one fallback font file; its reportlab name, or None when it cannot be used."""
    name = "TDFallback-" + str(abs(hash(path)))
    try:
        pdfmetrics.registerFont(TTFont(name, path, subfontIndex=0))
    except Exception:  # not TrueType outlines, unreadable, a broken file: not usable
        return None
    return name


def fallback_fonts() -> Iterator[str]:
    """The registered names of the usable fallback fonts, best first (maybe none). Lazy: a
    font file is read only when the fonts before it lacked a character."""
    return usable(fallback_font_candidates())


def usable(paths) -> Iterator[str]:
    """The registered names of the usable fonts among `paths`, read one by one as asked."""
    for path in paths:
        if path.is_file():
            name = _load_fallback(str(path))
            if name is not None:
                yield name


class Glyphs:
    """Which font prints each character of one report's text, and the warnings it collects
    (a name with characters no font here has)."""

    def __init__(self) -> None:
        register_fonts()
        self.warnings: list[str] = []
        self._warned: set[tuple[str, str]] = set()
        self._fallbacks: list[str] = []  # loaded so far
        self._more_fallbacks: Iterator[str] | None = None  # the rest, loaded on demand
        self._runs_cache: dict[tuple[str, str], tuple] = {}

    def _fallback_for(self, code: int) -> str | None:
        """The first fallback font that has the character `code`, or None."""
        for name in self._fallbacks:
            if code in char_map(name):
                return name
        if self._more_fallbacks is None:
            self._more_fallbacks = iter(fallback_fonts())
        for name in self._more_fallbacks:
            self._fallbacks.append(name)
            if code in char_map(name):
                return name
        return None

    def analyse(self, text: str, font: str):
        """(runs, missing): `text` as runs of (fallback font or None for `font`, characters),
        and the characters no font here has (printed as REPLACEMENT)."""
        key = (text, font)
        cached = self._runs_cache.get(key)
        if cached is not None:
            return cached
        cmap = char_map(font)
        if cmap.keys() >= set(map(ord, text)):  # the usual case: the main font has it all
            result = (((None, text),) if text else (), ())
            self._runs_cache[key] = result
            return result
        runs: list[list] = []
        missing: list[str] = []
        for ch in text:
            cp = ord(ch)
            use: str | None = None
            if cp in cmap or ch == " ":
                pass
            elif unicodedata.category(ch) == "Cf" or 0xFE00 <= cp <= 0xFE0F:
                continue  # invisible: joiners, direction marks, variation selectors
            else:
                use = self._fallback_for(cp)
                if use is None:
                    if ch not in missing:
                        missing.append(ch)
                    ch = REPLACEMENT
            if runs and runs[-1][0] == use:
                runs[-1][1] += ch
            else:
                runs.append([use, ch])
        result = (tuple((f, t) for f, t in runs), tuple(missing))
        self._runs_cache[key] = result
        return result

    def runs(self, text: str, font: str, who: str | None) -> tuple[tuple[str | None, str], ...]:
        """`text` (already cleaned) as runs of (fallback font or None, characters); where no
        font here has a character, it prints as REPLACEMENT and a warning names `who`."""
        runs, missing = self.analyse(text, font)
        if missing and who is not None and (who, text) not in self._warned:
            self._warned.add((who, text))
            codes = " ".join(f"U+{ord(ch):04X}" for ch in missing)
            printed = "".join(t for _f, t in runs)
            cjk = any(0x1100 <= ord(ch) <= 0x11FF or 0x2E80 <= ord(ch) <= 0x9FFF
                      or 0xAC00 <= ord(ch) <= 0xD7AF or 0xF900 <= ord(ch) <= 0xFAFF
                      or 0x20000 <= ord(ch) <= 0x3FFFF for ch in missing)
            hint = (_("a CJK font such as Droid Sans Fallback or WenQuanYi Zen Hei") if cjk
                    else _("a font that has them (for symbols and emoji e.g. Symbola)"))
            self.warnings.append(_(
                "{who}: no font on this computer can print {characters} ({codes}); printed "
                "as \u201c{printed}\u201d. Write it in by hand, or install {hint} and print "
                "again; {variable} may name a TrueType font file to use.").format(
                    who=who, characters="".join(missing), codes=codes, printed=printed,
                    hint=hint, variable=FALLBACK_ENV))
        return runs

    def warn(self, message: str) -> None:
        if ("", message) not in self._warned:
            self._warned.add(("", message))
            self.warnings.append(message)

