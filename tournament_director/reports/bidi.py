"""Right-to-left and complex scripts: which text is shaped (HarfBuzz, through ReportLab), the
Unicode Bidirectional Algorithm's levels and visual order, and BidiText, the flowable that
draws such lines."""

from __future__ import annotations

import functools
import unicodedata

from bidi import algorithm as uba
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import ShapedStr, shapeStr, uharfbuzz
from reportlab.platypus import Flowable

from .breaking import break_lines


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
    if uharfbuzz is None or style.shaping:  # uharfbuzz: None when it is not installed
        return style
    return ParagraphStyle(f"{style.name}+shaped", parent=style, shaping=1)


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


