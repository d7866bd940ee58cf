"""What every report shares: the font, styles, text that fits, the page frame, atomic output.

Reports take plain data only (dicts from the service layer); nothing here touches Qt, the
database or the rules' arithmetic.
"""

from __future__ import annotations

import functools
import math
import os
import unicodedata
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table

from tournament_director.i18n import (
    _,
    ordinal,  # noqa: F401 (in the report's language)
)
from tournament_director.paths import resource
from tournament_director.rules.numbers import format_points as fmt_points  # noqa: F401
from tournament_director.rules.numbers import format_signed as fmt_signed  # noqa: F401

FONT = "TDSans"
FONT_BOLD = "TDSans-Bold"
REPLACEMENT = "\ufffd"  # printed where no font has the glyph (never an empty box)
PROGRAM = "Tournament Director"
FALLBACK_ENV = "TOURNAMENT_DIRECTOR_FALLBACK_FONT"

GREY = colors.Color(0.35, 0.35, 0.35)
LIGHT = colors.Color(0.93, 0.93, 0.93)
RULE = colors.Color(0.55, 0.55, 0.55)


# --------------------------------------------------------------------------- numbers

def fmt_money(amount: int) -> str:
    """Whole units with thousands separated by a thin space: "20 000" (not "20000")."""
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"money must be whole units (int), got {amount!r}")
    return f"{amount:,}".replace(",", "\u202f")


# --------------------------------------------------------------------------- scripts

def _rtl_or_complex(ch: str) -> bool:
    cp = ord(ch)
    return (0x0590 <= cp <= 0x08FF or 0xFB1D <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF
            or 0x0900 <= cp <= 0x0DFF or 0x0E00 <= cp <= 0x0EFF or 0x1000 <= cp <= 0x109F
            or 0x10800 <= cp <= 0x10FFF or 0x1E800 <= cp <= 0x1EFFF)


def needs_shaping(text: str) -> bool:
    """Whether `text` holds a right-to-left or complex script (Arabic, Hebrew, Indic, Thai...)
    whose letters join or reorder: such text is shaped (HarfBuzz, through ReportLab)."""
    return not text.isascii() and any(_rtl_or_complex(ch) for ch in text)


@functools.cache
def shaped(style: ParagraphStyle) -> ParagraphStyle:
    """`style` with ReportLab's shaping on (Arabic letters joined, right-to-left runs
    ordered), where uharfbuzz is installed; else `style` itself."""
    from reportlab.pdfbase.ttfonts import uharfbuzz  # None when it is not installed
    if uharfbuzz is None or getattr(style, "shaping", 0):
        return style
    return ParagraphStyle(f"{style.name}+shaped", parent=style, shaping=1)


def clean(text: object) -> str:
    """A name or club as printed: NFC (a decomposed accent prints as one letter), tabs,
    line breaks and other control characters as spaces, outer spaces stripped."""
    text = "" if text is None else str(text)
    text = unicodedata.normalize("NFC", text)
    if not text.isprintable():  # printable: no control characters, no spaces but " "
        text = "".join(" " if ch.isspace() or unicodedata.category(ch) == "Cc" else ch
                       for ch in text)
    return text.strip()


# --------------------------------------------------------------------------- fonts

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
    from reportlab.pdfbase import ttfonts
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


def _cmap(font_name: str):
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


def fallback_font_candidates() -> list[Path]:
    """Font files that may print what DejaVu Sans cannot (CJK, symbols), best first."""
    paths: list[Path] = []
    own = os.environ.get(FALLBACK_ENV)
    if own:
        paths.append(Path(own))
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
    """The registered names of the usable fallback fonts on this computer, best first (maybe
    none). Lazy: a font file is read only when the fonts before it lacked a character."""
    for path in fallback_font_candidates():
        if path.is_file():
            name = _load_fallback(str(path))
            if name is not None:
                yield name


# --------------------------------------------------------------------------- styles

@functools.lru_cache(maxsize=1)
def styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    base = ParagraphStyle("td-body", fontName=FONT, fontSize=10, leading=12.5)

    def make(name, **kw):
        return ParagraphStyle("td-" + name, parent=base, **kw)

    return {
        "body": base,
        "small": make("small", fontSize=8, leading=10, textColor=GREY),
        "title": make("title", fontName=FONT_BOLD, fontSize=20, leading=24, spaceAfter=2),
        "subtitle": make("subtitle", fontSize=10.5, leading=13.5, textColor=GREY, spaceAfter=8),
        "h2": make("h2", fontName=FONT_BOLD, fontSize=13, leading=16, spaceBefore=10,
                   spaceAfter=4),
        "th": make("th", fontName=FONT_BOLD, fontSize=9, leading=11),
        "th_r": make("th_r", fontName=FONT_BOLD, fontSize=9, leading=11, alignment=TA_RIGHT),
        "th_c": make("th_c", fontName=FONT_BOLD, fontSize=9, leading=11, alignment=TA_CENTER),
        "cell": make("cell", fontSize=10, leading=12.5),
        "cell_r": make("cell_r", fontSize=10, leading=12.5, alignment=TA_RIGHT),
        "cell_c": make("cell_c", fontSize=10, leading=12.5, alignment=TA_CENTER),
        "cell_b": make("cell_b", fontName=FONT_BOLD, fontSize=10, leading=12.5),
        "cell_br": make("cell_br", fontName=FONT_BOLD, fontSize=10, leading=12.5,
                        alignment=TA_RIGHT),
        "header": make("header", fontName=FONT_BOLD, fontSize=10.5, leading=13),
        "header_r": make("header_r", fontSize=9, leading=11, alignment=TA_RIGHT,
                         textColor=GREY),
    }


@functools.cache
def sized(style: ParagraphStyle, size: float) -> ParagraphStyle:
    """`style` at another font size (cached, so thousands of names share a few styles)."""
    if size == style.fontSize:
        return style
    return ParagraphStyle(f"{style.name}@{size}", parent=style, fontSize=size,
                          leading=round(size * style.leading / style.fontSize, 2))


@functools.cache
def aligned(style: ParagraphStyle, alignment: int) -> ParagraphStyle:
    """`style` with another alignment (TA_LEFT, TA_CENTER, TA_RIGHT), cached."""
    if style.alignment == alignment:
        return style
    return ParagraphStyle(f"{style.name}/{alignment}", parent=style, alignment=alignment)


# --------------------------------------------------------------------------- table cells

def _plain_line(text: str, style: ParagraphStyle, avail: float) -> bool:
    """Whether Paragraph(text, style) prints `text` as it is on one line within `avail` points
    (no markup, no white space to collapse, a plain style, narrower than `avail`)."""
    return bool(text and not needs_shaping(text) and text == " ".join(text.split())
                and "<" not in text
                and "&" not in text and not style.leftIndent and not style.rightIndent
                and not style.firstLineIndent and not style.backColor
                and not style.borderWidth
                and style.alignment in (TA_LEFT, TA_CENTER, TA_RIGHT)
                and pdfmetrics.stringWidth(text, style.fontName, style.fontSize)
                < avail - 0.01)


def cell_text(text: str, style, avail: float):
    """`text` for a table cell as it prints as Paragraph(text, style): a plain string (drawn by
    the table in the font, size, leading, colour and alignment of cell_style(style): the same
    place and look, at a fraction of the cost) when it is one line that fits `avail` and holds
    nothing a paragraph would read as markup or collapse; else that Paragraph."""
    return text if _plain_line(text, style, avail) else Paragraph(text, style)


def cell_style(first: tuple, last: tuple, style) -> list:
    """Table style commands printing the plain strings in cells first..last as `style`."""
    align = {TA_CENTER: "CENTER", TA_RIGHT: "RIGHT"}.get(style.alignment, "LEFT")
    return [("FONT", first, last, style.fontName, style.fontSize, style.leading),
            ("TEXTCOLOR", first, last, style.textColor), ("ALIGN", first, last, align)]


class _Line(Flowable):
    """One line of plain text printed exactly as a Paragraph of it prints it (same place, font,
    size, colour, alignment and spacing), without the paragraph's markup parsing and line
    breaking: for text known to be one line that fits (see line())."""

    def __init__(self, text: str, style: ParagraphStyle):
        super().__init__()
        self.text = text
        self.style = style

    def wrap(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        self.width, self.height = availWidth, self.style.leading
        return self.width, self.height

    def getSpaceBefore(self):  # noqa: N802 - reportlab's names
        return self.style.spaceBefore

    def getSpaceAfter(self):  # noqa: N802 - reportlab's names
        return self.style.spaceAfter

    def draw(self):
        style, canvas = self.style, self.canv
        y = self.height - style.fontSize  # the first baseline, as in Paragraph
        canvas.saveState()
        canvas.setFillColor(style.textColor)
        canvas.setFont(style.fontName, style.fontSize, style.leading)
        if style.alignment == TA_CENTER:
            canvas.drawCentredString(self.width / 2, y, self.text)
        elif style.alignment == TA_RIGHT:
            canvas.drawRightString(self.width, y, self.text)
        else:
            canvas.drawString(0, y, self.text)
        canvas.restoreState()


def line(text: str, style: ParagraphStyle, avail: float):
    """A flowable printing `text` as Paragraph(text, style) in `avail` points does: the cheap
    _Line when that is one line of plain text, else the Paragraph."""
    return _Line(text, style) if _plain_line(text, style, avail) else Paragraph(text, style)


def fit_line(text: str, style: ParagraphStyle, avail: float, floor: float = 0.6):
    """Plain text (figures, "T121 · 3rd") on ONE line within `avail` points: at the style's
    size where it fits, else smaller (down to `floor` of it), so rows keep one height."""
    size = style.fontSize
    width = pdfmetrics.stringWidth(text, style.fontName, 1.0)
    if width * size >= avail - 0.01:
        size = max(style.fontSize * floor, math.floor((avail - 0.02) / max(width, 1e-6) * 4) / 4)
    return line(text, sized(style, size), avail) if size != style.fontSize \
        else line(text, style, avail)


class KeepTailTable(Table):
    """A table that, when it breaks across pages, leaves no fewer than `min_tail` rows (under
    the repeated header) for the next page: no single row alone on a page."""

    def __init__(self, *args, min_tail: int = 3, **kwargs):
        super().__init__(*args, **kwargs)
        self.min_tail = min_tail

    def split(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        parts = super().split(availWidth, availHeight)
        if len(parts) != 2:
            return parts
        head = self.repeatRows if isinstance(self.repeatRows, int) else len(self.repeatRows)
        first_rows = len(parts[0]._cellvalues)  # noqa: SLF001 - ReportLab keeps the rows there
        tail = len(parts[1]._cellvalues) - head  # noqa: SLF001
        move = self.min_tail - tail
        if move > 0 and first_rows - head - move >= self.min_tail:
            heights = self._rowHeights[first_rows - move:first_rows]
            parts = super().split(availWidth, availHeight - sum(heights) - 0.5)
        elif first_rows - head < self.min_tail and not getattr(self, "_td_pushed", False):
            self._td_pushed = True  # once: a page that cannot hold more still gets its rows
            return []  # a row or two at the foot of a page: all of it on the next page
        return parts


# --------------------------------------------------------------------------- text that prints

def _markup(runs) -> str:
    """Paragraph markup of `runs` (from Ctx.runs): escaped, fallback runs in their font."""
    if len(runs) == 1 and runs[0][0] is None:  # the usual case: all in the main font
        return escape(runs[0][1])
    parts = []
    for fb, chunk in runs:
        esc = escape(chunk)
        parts.append(esc if fb is None else f'<font face="{fb}">{esc}</font>')
    return "".join(parts)


_RTL_CLASSES = frozenset({"R", "AL"})


def has_rtl(text: str) -> bool:
    """Whether `text` holds a right-to-left letter (Arabic, Hebrew...)."""
    return not text.isascii() and any(
        unicodedata.bidirectional(ch) in _RTL_CLASSES for ch in text)


@functools.lru_cache(maxsize=4096)
def bidi_levels(text: str, base: int | None = None) -> tuple[int, tuple[int | None, ...]]:
    """(paragraph level, the embedding level of each character of `text`) by the Unicode
    Bidirectional Algorithm (python-bidi's implementation of it in Python): even levels run
    left to right, odd ones right to left; None for a directional control (prints nothing).
    `base` gives the paragraph's level; else its first strong letter decides it."""
    from bidi import algorithm as uba  # only for text with right-to-left letters

    storage = uba.get_empty_storage()
    if base is None:
        base = uba.get_base_level(text)
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    uba.get_embedding_levels(text, storage)
    for index, char in enumerate(storage["chars"]):
        char["index"] = index  # explicit_embed_and_overrides drops the controls
    uba.explicit_embed_and_overrides(storage)
    uba.resolve_weak_types(storage)
    uba.resolve_neutral_types(storage, False)
    uba.resolve_implicit_levels(storage, False)
    levels: list[int | None] = [None] * len(text)
    for char in storage["chars"]:
        levels[char["index"]] = char["level"]
    return base, tuple(levels)


def visual_runs(levels: tuple, start: int, end: int) -> list[tuple[int, int, int]]:
    """Characters start..end of a line as runs (start, end, level) in the order they print,
    left to right (rule L2 of the bidirectional algorithm: from the highest level down to
    the lowest odd one, every sequence at that level or higher reversed)."""
    runs: list[list[int]] = []
    for i in range(start, end):
        level = levels[i]
        if level is None:
            continue
        if runs and runs[-1][2] == level and runs[-1][1] == i:
            runs[-1][1] = i + 1
        else:
            runs.append([i, i + 1, level])
    if not runs:
        return []
    highest = max(r[2] for r in runs)
    lowest_odd = min((r[2] for r in runs if r[2] % 2), default=highest + 1)
    for level in range(highest, lowest_odd - 1, -1):
        i = 0
        while i < len(runs):
            if runs[i][2] >= level:
                j = i
                while j < len(runs) and runs[j][2] >= level:
                    j += 1
                runs[i:j] = runs[i:j][::-1]
                i = j
            else:
                i += 1
    return [(r[0], r[1], r[2]) for r in runs]


_HYPHENS = "-\u2010\u2012\u2013\u2014/"


def word_pieces(word: str) -> list[str]:
    """`word` cut after each hyphen (or dash, or slash) between letters: where a word too
    long for its cell may break ("Mac-", "Lochlainn-", "Ó-", "Súilleabháin")."""
    pieces, current = [], ""
    for i, ch in enumerate(word):
        current += ch
        if (ch in _HYPHENS and current.strip(_HYPHENS) and i + 1 < len(word)
                and word[i + 1] not in _HYPHENS):
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    return pieces


def char_pieces(word: str, fits) -> list[str]:
    """`word` cut between characters (never before a combining mark or a variation selector,
    nor after a joiner) into pieces as long as fits(piece) allows: the last resort for a
    word that no line holds."""
    pieces, current = [], ""
    for ch in word:
        trial = current + ch
        glued = (unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0xFE00 <= ord(ch) <= 0xFE0F
                 or current.endswith("\u200d"))
        if current and not glued and not fits(trial):
            pieces.append(current)
            current = ch
        else:
            current = trial
    if current:
        pieces.append(current)
    return pieces


def break_lines(words: list[list[str]], width_of, space: float, avail: float,
                allow_chars: bool = False) -> list[str]:
    """The lines of `words` (each a list of pieces it may break between: word_pieces),
    filled greedily within `avail`; a piece no line holds is cut between characters when
    `allow_chars`, else sticks out."""
    lines: list[str] = []
    current, used = "", 0.0
    for word in words:
        for k, piece in enumerate(word):
            parts = [piece]
            if allow_chars and width_of(piece) > avail + 0.01:
                parts = char_pieces(piece, lambda t: width_of(t) <= avail + 0.01)
            for n, part in enumerate(parts):
                w = width_of(part)
                gap = space if (k == 0 and n == 0 and current) else 0.0
                if current and used + gap + w > avail + 0.01:
                    lines.append(current)
                    current, used, gap = "", 0.0, 0.0
                current += (" " if gap else "") + part
                used += gap + w
    if current:
        lines.append(current)
    return lines


class BidiText(Flowable):
    """Lines (already broken) that hold right-to-left letters: an Arabic or Hebrew name,
    "نادي Kraków", a Latin sentence naming "محمد الأحمد". Each line is ordered by the Unicode
    Bidirectional Algorithm, its right-to-left words shaped (joined) by HarfBuzz, and every
    word drawn in logical order at its visual place: the PDF's text reads back in logical
    order, and the page shows each run in its direction at its place in the sentence."""

    def __init__(self, text: str, words: list[list[str]], style: ParagraphStyle, runs_of,
                 cut: bool = False, base: int | None = None):
        super().__init__()
        self.style, self.runs_of, self.words, self.cut = style, runs_of, words, cut
        # the paragraph's direction (0: left to right), on every line; by default its
        # first strong letter's
        self.base = bidi_levels(text)[0] if base is None else base
        self.space = pdfmetrics.stringWidth(" ", style.fontName, style.fontSize)
        self._words: dict[str, tuple] = {}
        self._avail: float | None = None
        self.lines: list[str] = []
        self._laid: list = []

    def _measured(self, word: str, rtl: bool):
        key = (word, rtl)
        got = self._words.get(key)
        if got is None:
            got = self._words[key] = self._word(word, rtl)
        return got

    def _word(self, word: str, rtl: bool) -> tuple[float, list[tuple[str, str, float]]]:
        """The width of `word` and its chunks (font, plain or shaped text, width), in
        logical order."""
        from reportlab.pdfbase.ttfonts import ShapedStr, shapeStr
        size, chunks, total = self.style.fontSize, [], 0.0
        for fb, chunk in self.runs_of(word):
            font = fb or self.style.fontName
            shaped_chunk = shapeStr(chunk, font, size) if rtl or needs_shaping(chunk) else chunk
            if isinstance(shaped_chunk, ShapedStr):
                width = sum(d.x_advance for d in shaped_chunk.__shapeData__) * size / 1000
            else:
                width = pdfmetrics.stringWidth(chunk, font, size)
            chunks.append((font, shaped_chunk, width))
            total += width
        return total, chunks

    def _layout(self, line_: str):
        """(width, words): the line's words and spaces as (x, chunks, rtl), x from the
        line's left end, in logical order."""
        _base_level, levels = bidi_levels(line_, self.base)
        body = len(line_.rstrip(" "))  # L1: trailing spaces print at the paragraph's level
        placed: list[tuple[int, float, list, bool]] = []  # (logical index, x, chunks, rtl)
        x = 0.0
        for start, end, level in visual_runs(levels, 0, body):
            rtl = bool(level % 2)
            items = []  # (index, width, chunks), in logical order
            i = start
            for part in line_[start:end].split(" "):
                if part:
                    width, chunks = self._measured(part, rtl)
                    items.append((i, width, chunks))
                i += len(part)
                if i < end:
                    items.append((i, self.space, [(self.style.fontName, " ", self.space)]))
                    i += 1
            run_width = sum(item[1] for item in items)
            cursor = x + run_width if rtl else x
            for index, width, chunks in items:
                if rtl:
                    cursor -= width
                placed.append((index, cursor, chunks, rtl))
                if not rtl:
                    cursor += width
            x += run_width
        placed.sort(key=lambda p: p[0])
        return x, [(px, chunks, rtl) for _i, px, chunks, rtl in placed]

    def minWidth(self):  # noqa: N802 - reportlab's name
        """The widest line as last wrapped (else the widest word)."""
        if not self._laid:
            return max((self._measured(p, has_rtl(p))[0] for w in self.words for p in w),
                       default=0.0)
        return max(w for w, _words in self._laid)

    def wrap(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        if availWidth != self._avail:
            self._avail = availWidth
            self.lines = break_lines(
                self.words, lambda t: self._measured(t, has_rtl(t))[0], self.space,
                availWidth, self.cut)
            self._laid = [self._layout(line_) for line_ in self.lines]
        self.width = availWidth
        self.height = len(self.lines) * self.style.leading
        return self.width, self.height

    def draw(self):
        canvas, style = self.canv, self.style
        canvas.saveState()
        canvas.setFillColor(style.textColor)
        for n, (width, words) in enumerate(self._laid):
            if style.alignment == TA_CENTER:
                left = (self.width - width) / 2
            elif style.alignment == TA_RIGHT:
                left = self.width - width
            else:
                left = 0.0
            y = self.height - n * style.leading - style.fontSize  # baselines as Paragraph's
            for x, chunks, rtl in words:
                # a right-to-left word in several fonts: its chunks from the right
                cursor = left + x + (sum(c[2] for c in chunks) if rtl else 0.0)
                for font, chunk, width_ in chunks:
                    if rtl:
                        cursor -= width_
                    canvas.setFont(font, style.fontSize)
                    canvas.drawString(cursor, y, chunk)
                    if not rtl:
                        cursor += width_
        canvas.restoreState()


def paragraph(markup: str, style: ParagraphStyle) -> Paragraph:
    """Paragraph(markup, style), shaped where the text holds a right-to-left or complex
    script."""
    return Paragraph(markup, shaped(style) if needs_shaping(markup) else style)


class Ctx:
    """One report being made: the warnings it collects, and the fallback fonts it found."""

    def __init__(self) -> None:
        register_fonts()
        self.warnings: list[str] = []
        self._warned: set[tuple[str, str]] = set()
        self._fallbacks: list[str] = []  # loaded so far
        self._more_fallbacks: Iterator[str] | None = None  # the rest, loaded on demand
        self._runs_cache: dict[tuple[str, str], tuple] = {}

    # -- glyph coverage ---------------------------------------------------------------
    def _fallback_for(self, code: int) -> str | None:
        """The first fallback font that has the character `code`, or None."""
        for name in self._fallbacks:
            if code in _cmap(name):
                return name
        if self._more_fallbacks is None:
            self._more_fallbacks = iter(fallback_fonts())
        for name in self._more_fallbacks:
            self._fallbacks.append(name)
            if code in _cmap(name):
                return name
        return None

    def _analyse(self, text: str, font: str):
        """(runs, missing): `text` as runs of (fallback font or None for `font`, characters),
        and the characters no font here has (printed as REPLACEMENT)."""
        key = (text, font)
        cached = self._runs_cache.get(key)
        if cached is not None:
            return cached
        cmap = _cmap(font)
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
        runs, missing = self._analyse(text, font)
        if missing and who is not None and (who, text) not in self._warned:
            self._warned.add((who, text))
            codes = " ".join(f"U+{ord(ch):04X}" for ch in missing)
            printed = "".join(t for _f, t in runs)
            cjk = any(0x1100 <= ord(ch) <= 0x11FF or 0x2E80 <= ord(ch) <= 0x9FFF
                      or 0xAC00 <= ord(ch) <= 0xD7AF or 0xF900 <= ord(ch) <= 0xFAFF
                      or 0x20000 <= ord(ch) <= 0x3FFFF for ch in missing)
            hint = ("a CJK font such as Droid Sans Fallback or WenQuanYi Zen Hei" if cjk
                    else "a font that has them (for symbols and emoji e.g. Symbola)")
            self.warnings.append(
                f"{who}: no font on this computer can print {''.join(missing)} ({codes}); "
                f"printed as \u201c{printed}\u201d. Write it in by hand, or install {hint} "
                f"and print again; {FALLBACK_ENV} may name a TrueType font file to use.")
        return runs

    def warn(self, message: str) -> None:
        if ("", message) not in self._warned:
            self._warned.add(("", message))
            self.warnings.append(message)

    # -- markup -------------------------------------------------------------------------
    def markup(self, text: object, font: str = FONT, who: str | None = None) -> str:
        """Paragraph markup printing `text` literally (escaped), with fallback-font runs."""
        return _markup(self.runs(clean(text), font, who))

    def width(self, text: object, font: str, size: float, who: str | None = None) -> float:
        return sum(pdfmetrics.stringWidth(chunk, fb or font, size)
                   for fb, chunk in self.runs(clean(text), font, who))

    def para(self, text: object, style: ParagraphStyle, who: str | None = None):
        """A paragraph of `text` (wrapped where it is drawn); BidiText where it holds
        right-to-left letters."""
        text = clean(text)
        if has_rtl(text):
            self.runs(text, style.fontName, who)  # the warning of a missing glyph
            return self._bidi(text, [word_pieces(w) for w in text.split()], style, True, False)
        return paragraph(self.markup(text, style.fontName, who), style)

    def fit(self, text: object, style: ParagraphStyle, avail: float, who: str | None = None,
            max_lines: int = 3, min_size: float = 0.0, ltr: bool = False):
        """A flowable of `text` no wider than `avail` points: at full size where it fits;
        else one line a little smaller (down to 80%); else wrapped on two lines (down to
        60%), or on up to `max_lines` (down to 45%, or `min_size`). Lines break between
        words; a word too long for a line breaks after its hyphens before the size drops
        ("Mac-Lochlainn-Ó-Súilleabháin"). Past that floor the size stays and the text takes
        as many lines as it needs, a word no line holds cut between characters as the last
        resort. Text with right-to-left letters prints by the bidirectional algorithm, in
        the direction of its first letter; `ltr`: a Latin line that may begin with a
        right-to-left name (the club, then "rank 3"): left to right whatever comes first."""
        text = clean(text)
        font = style.fontName
        base = style.fontSize
        runs = self.runs(text, font, who)
        markup = _markup(runs)
        rtl = has_rtl(text)
        # the width at 1pt: widths scale with the size
        width_1 = sum(pdfmetrics.stringWidth(chunk, fb or font, 1.0) for fb, chunk in runs)
        if not text or width_1 * base <= avail:
            if rtl:
                return self._bidi(text, [[w] for w in text.split()], style, False, ltr)
            if markup == text:  # one plain line: the cheap way
                return line(text, style, avail)
            return paragraph(markup, style)
        widths: dict[str, float] = {}

        def width_of(piece: str) -> float:  # at 1pt
            w = widths.get(piece)
            if w is None:
                w = widths[piece] = self.width(piece, font, 1.0)
            return w

        whole = [[w] for w in text.split()]
        split = [word_pieces(w) for w in text.split()]
        space = pdfmetrics.stringWidth(" ", font, 1.0)
        longest_word = max(width_of(w[0]) for w in whole)
        longest_piece = max(width_of(p) for w in split for p in w)

        def lines_at(words, size: float) -> int:
            return len(break_lines(words, width_of, space, avail / size))

        floor_size = max(min_size, 3.0) if min_size else max(3.0, base * 0.45)
        for allowed, floor in ((1, 0.8), (min(2, max_lines), 0.6), (max_lines, 0.45)):
            size = base
            while size >= max(base * floor, min_size):
                if longest_word * size <= avail and lines_at(whole, size) <= allowed:
                    return self._made(text, markup, avail, whole, style, size, width_of, rtl,
                                      False, ltr)
                if allowed > 1 and longest_piece * size <= avail \
                        and lines_at(split, size) <= allowed:
                    return self._made(text, markup, avail, split, style, size, width_of, rtl,
                                      False, ltr)
                size -= 0.5
        # the floor: as many lines as it takes; a word cut between characters if it must
        size = floor_size if min_size else max(3.0, math.floor(floor_size * 4) / 4)
        if longest_word * size <= avail:
            return self._made(text, markup, avail, whole, style, size, width_of, rtl, False,
                              ltr)
        return self._made(text, markup, avail, split, style, size, width_of, rtl,
                          longest_piece * size > avail, ltr)

    def _made(self, text, markup, avail, words, style, size, width_of, rtl, cut, ltr):
        """The flowable of fit(): `words` (pieces it may break between) at `size`, cut
        between characters where a piece is too wide if `cut`."""
        style = sized(style, size)
        if rtl:
            return self._bidi(text, words, style, cut, ltr)
        if all(len(w) == 1 for w in words) and not cut:
            return paragraph(markup, style)  # the paragraph breaks between words
        lines = break_lines(words, lambda t: width_of(t) * size,
                            pdfmetrics.stringWidth(" ", style.fontName, size), avail, cut)
        font = style.fontName
        return paragraph("<br/>".join(_markup(self.runs(t, font, None)) for t in lines), style)

    def _bidi(self, text, words, style, cut, ltr) -> BidiText:
        font = style.fontName
        return BidiText(text, words, style, lambda w: self.runs(w, font, None), cut,
                        base=0 if ltr else None)


# --------------------------------------------------------------------------- the page frame

def page_size(event: dict, wide: bool = False) -> tuple[float, float]:
    size = letter if str(event.get("paper") or "A4").strip().lower() in ("letter", "us letter") \
        else A4
    return landscape(size) if wide else size


MARGIN_X = 13 * mm
FRAME_PADDING = 6  # reportlab's Frame keeps 6pt inside each edge
EDGE = MARGIN_X + FRAME_PADDING  # where the text starts: header and footer align with it
MARGIN_TOP = 24 * mm
MARGIN_BOTTOM = 18 * mm


_STANDARD_FONTS = frozenset(pdfmetrics.standardFonts)


class _NumberedCanvas(Canvas):
    """Holds the pages back until the end, so each can say "Page N of M"."""

    def __init__(self, *args, **kwargs):
        kwargs["initialFontName"] = FONT  # no Helvetica listed and not embedded
        kwargs["initialFontSize"] = kwargs.get("initialFontSize") or 10
        super().__init__(*args, **kwargs)
        self._td_pages: list[dict] = []

    def setFont(self, psfontname, size, leading=None):  # noqa: N802, N803 - reportlab's
        # a table cell without a FONT command (even an empty one) asks for Helvetica: a
        # font listed in the PDF and not embedded. Every report prints in its embedded font.
        if psfontname in _STANDARD_FONTS:
            psfontname = FONT
        super().setFont(psfontname, size, leading)

    def showPage(self):  # noqa: N802 - reportlab's name
        self._td_pages.append(dict(self.__dict__))
        self._startPage()

    def save(self):
        total = len(self._td_pages)
        for number, state in enumerate(self._td_pages, 1):
            self.__dict__.update(state)
            width, _height = self._pagesize
            self.setFont(FONT, 8.5)
            self.setFillColor(colors.black)
            self.drawRightString(width - EDGE, MARGIN_BOTTOM - 10 * mm,
                                 _("Page {number} of {total}").format(number=number, total=total))
            super().showPage()
        super().save()


def _page_decoration(ctx: Ctx, event: dict, title: str, printed_at: datetime,
                     initials: bool = False):
    st = styles()
    event_name = clean(event.get("name")) or _("(event without a name)")
    date = clean(event.get("date"))
    right_bits = [b for b in (date, clean(event.get("game_label")), title) if b]
    printed = _("Printed at {time}").format(time=printed_at.strftime("%Y-%m-%d %H:%M"))
    made: dict[float, tuple] = {}

    def draw(canvas: Canvas, doc) -> None:
        width, height = doc.pagesize
        inner = width - 2 * EDGE
        if width not in made:  # made and wrapped once: every page draws the same lines
            left = ctx.fit(event_name, st["header"], inner * 0.5, who="The event name",
                           max_lines=2)
            right = ctx.fit("  \u00b7  ".join(right_bits), st["header_r"], inner * 0.48,
                            max_lines=2, ltr=True)
            _w, h = left.wrapOn(canvas, inner * 0.5, 40)
            _w, hr = right.wrapOn(canvas, inner * 0.48, 40)
            made[width] = (left, h, right, hr)
        left, h, right, hr = made[width]
        canvas.saveState()
        top = height - 10 * mm
        left.drawOn(canvas, EDGE, top - h)
        right.drawOn(canvas, EDGE + inner * 0.52, top - hr)
        line_y = top - max(h, hr) - 2
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.line(EDGE, line_y, width - EDGE, line_y)
        foot_y = MARGIN_BOTTOM - 10 * mm
        canvas.line(EDGE, foot_y + 10, width - EDGE, foot_y + 10)
        canvas.setFont(FONT, 8.5)
        canvas.setFillColor(colors.black)
        canvas.drawString(EDGE, foot_y, printed)
        canvas.setFillColor(GREY)
        canvas.drawCentredString(width / 2, foot_y, PROGRAM)
        if initials:  # a signed document: every page initialled
            canvas.setFillColor(colors.black)
            canvas.drawRightString(width - EDGE, foot_y + 16,
                                   _("Initials: director ________   witness ________"))
        canvas.restoreState()

    return draw


def write_atomically(path, write) -> None:
    """Calls write(temporary path), then puts the file at `path` (mode as the umask says);
    a failure leaves no half-written file and an older file of that name as it was."""
    target = Path(path)
    from ..store.guard import guard_output
    from ..store.leftovers import clean_part_files, part_name
    guard_output(target)  # never over an event, the open event or any database
    clean_part_files(target.parent)  # what killed prints left here
    tmp = str(target.parent / part_name(target.name))  # created as the umask says
    try:
        write(tmp)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def build_pdf(path, event: dict, title: str, story: list, ctx: Ctx, *, wide: bool = False,
              printed_at: datetime | None = None, initials: bool = False) -> list[str]:
    """Writes `story` as a PDF at `path`, atomically; returns the report's warnings."""
    target = Path(path)
    printed_at = printed_at or datetime.now().astimezone()
    pagesize = page_size(event, wide)
    deco = _page_decoration(ctx, event, title, printed_at, initials)

    def write(tmp: str) -> None:
        doc = SimpleDocTemplate(
            tmp, pagesize=pagesize, leftMargin=MARGIN_X, rightMargin=MARGIN_X,
            topMargin=MARGIN_TOP, bottomMargin=MARGIN_BOTTOM,
            title=f"{clean(event.get('name'))} \u2013 {title}", author=PROGRAM,
            creator=PROGRAM, subject=title)
        doc.build(story, onFirstPage=deco, onLaterPages=deco, canvasmaker=_NumberedCanvas)

    write_atomically(target, write)
    return list(ctx.warnings)


def frame_width(event: dict, wide: bool = False) -> float:
    """The width flowables get on a page (the frame less its padding)."""
    return page_size(event, wide)[0] - 2 * MARGIN_X - 2 * FRAME_PADDING


def frame_height(event: dict, wide: bool = False) -> float:
    return page_size(event, wide)[1] - MARGIN_TOP - MARGIN_BOTTOM - 2 * FRAME_PADDING


def who_player(player: dict) -> str:
    return f"Player {player.get('start_no')} \u201c{clean(player.get('name'))}\u201d"


def who_club(player: dict) -> str:
    return f"The club of player {player.get('start_no')} \u201c{clean(player.get('club'))}\u201d"


__all__ = [
    "BidiText", "Ctx", "KeepTailTable", "aligned", "cell_style", "cell_text", "line", "FONT",
    "FONT_BOLD", "break_lines", "word_pieces",
    "GREY", "LIGHT",
    "RULE", "TA_CENTER", "TA_LEFT",
    "TA_RIGHT",
    "build_pdf", "write_atomically", "clean", "fit_line", "fmt_money", "has_rtl",
    "needs_shaping",
    "paragraph", "shaped", "fmt_points", "fmt_signed", "frame_height",
    "frame_width", "ordinal", "sized", "styles", "who_club", "who_player",
]
