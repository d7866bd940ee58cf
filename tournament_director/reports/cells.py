"""Text that fits: names cleaned for print, table cells (plain strings where a paragraph would
print the same), tables that break across pages, and Ctx, which fits a text to its width."""

from __future__ import annotations

import math
import unicodedata
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Table

from .. import formats
from ..formats import amount
from ..i18n import _
from .bidi import BidiText, has_rtl, needs_shaping, shaped
from .breaking import break_lines, word_pieces
from .fonts import FONT, Glyphs
from .styles import sized


def clean(text: object) -> str:
    """A name or club as printed: NFC (a decomposed accent prints as one letter), tabs,
    line breaks and other control characters as spaces, outer spaces stripped."""
    text = "" if text is None else str(text)
    text = unicodedata.normalize("NFC", text)
    if not text.isprintable():  # printable: no control characters, no spaces but " "
        text = "".join(" " if ch.isspace() or unicodedata.category(ch) == "Cc" else ch
                       for ch in text)
    return text.strip()


def fmt_money(cents: int) -> str:
    """Money as the language writes it, cents where it has some: "20.000", "7,50" (de,
    nl), "20,000", "7.50" (en)."""
    return amount(cents)


def adjustment_label(entry: dict) -> str:
    """"Penalty: Late back from lunch (game 2)" or "Award: ...": a row of a total's sum."""
    return formats.adjustment_label(int(entry.get("points") or 0), clean(entry.get("reason")),
                                    entry.get("game"))


def who_player(player: dict) -> str:
    """The player a warning names (a name with characters no font here has)."""
    return _("Player {start_no} \u201c{name}\u201d").format(start_no=player.get("start_no"),
                                                         name=clean(player.get("name")))


def who_club(player: dict) -> str:
    """The club a warning names."""
    return _("The club of player {start_no} \u201c{club}\u201d").format(
        start_no=player.get("start_no"), club=clean(player.get("club")))


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


class Line(Flowable):
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
    Line when that is one line of plain text, else the Paragraph."""
    return Line(text, style) if _plain_line(text, style, avail) else Paragraph(text, style)


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
        self._td_pushed = False  # to the next page once already

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
        elif first_rows - head < self.min_tail and not self._td_pushed:
            self._td_pushed = True  # once: a page that cannot hold more still gets its rows
            return []  # a row or two at the foot of a page: all of it on the next page
        return parts


def _markup(runs) -> str:
    """Paragraph markup of `runs` (from Ctx.runs): escaped, fallback runs in their font."""
    if len(runs) == 1 and runs[0][0] is None:  # the usual case: all in the main font
        return escape(runs[0][1])
    parts = []
    for fb, chunk in runs:
        esc = escape(chunk)
        parts.append(esc if fb is None else f'<font face="{fb}">{esc}</font>')
    return "".join(parts)


def paragraph(markup: str, style: ParagraphStyle) -> Paragraph:
    """Paragraph(markup, style), shaped where the text holds a right-to-left or complex
    script."""
    return Paragraph(markup, shaped(style) if needs_shaping(markup) else style)


class Ctx(Glyphs):
    """One report being made: its text fitted to the room it has (and, from Glyphs, the
    warnings it collects and the fallback fonts it found)."""

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
            max_lines: int = 3, min_size: float = 0.0, ltr: bool = False,
            wrap_first: bool = False):
        """A flowable of `text` no wider than `avail` points: at full size where it fits;
        else one line a little smaller (down to 80%); else wrapped on two lines (down to
        60%), or on up to `max_lines` (down to 45%, or `min_size`). Lines break between
        words; a word too long for a line breaks after its hyphens before the size drops
        ("Mac-Lochlainn-Ó-Súilleabháin"). Past that floor the size stays and the text takes
        as many lines as it needs, a word no line holds cut between characters as the last
        resort. Text with right-to-left letters prints by the bidirectional algorithm, in
        the direction of its first letter; `ltr`: a Latin line that may begin with a
        right-to-left name (the club, then "rank 3"): left to right whatever comes first.
        `wrap_first` (a name people sign for money by): on up to `max_lines` lines at full
        size first, and only then smaller, 0.5 pt at a time, never below `min_size`; past
        that as many lines as it takes at `min_size`."""
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
        steps = (((max_lines, min(floor_size, base) / base),) if wrap_first
                 else ((1, 0.8), (min(2, max_lines), 0.6), (max_lines, 0.45)))
        for allowed, floor in steps:
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


