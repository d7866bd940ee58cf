"""The document: the page (size, margins, the frame's room), the header and footer of every
page with "Page N of M", a frame kept on one page, and the PDF written atomically."""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepInFrame, SimpleDocTemplate
from reportlab.rl_config import _FUZZ

from ..formats import date, date_time
from ..i18n import _
from ..store.guard import guard_output
from ..store.leftovers import clean_part_files, part_name
from .cells import Ctx, clean
from .fonts import FONT
from .styles import GREY, RULE, styles

PROGRAM = "Tournament Director"


def page_size(event: dict, wide: bool = False) -> tuple[float, float]:
    """The event's paper (A4, or US Letter), in landscape when `wide`."""
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


def _event_date(text) -> str:
    """The event's day (YYYY-MM-DD in the file) as the language writes it."""
    try:
        return date(clean(text)) if clean(text) else ""
    except ValueError:  # not a date: printed as it is
        return clean(text)


def _page_decoration(ctx: Ctx, event: dict, title: str, printed_at: datetime,
                     initials: bool = False):
    st = styles()
    event_name = clean(event.get("name")) or _("(event without a name)")
    date = _event_date(event.get("date"))
    right_bits = [b for b in (date, clean(event.get("game_label")), title) if b]
    printed = _("Printed at {time}").format(time=date_time(printed_at))
    made: dict[float, tuple] = {}

    def draw(canvas: Canvas, doc) -> None:
        width, height = doc.pagesize
        inner = width - 2 * EDGE
        if width not in made:  # made and wrapped once: every page draws the same lines
            left = ctx.fit(event_name, st["header"], inner * 0.5, who=_("The event name"),
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
    guard_output(target)  # never over an event, the open event or any database
    clean_part_files(target.parent)  # what killed prints left here
    tmp = str(target.parent / part_name(target.name))  # created as the umask says
    try:
        write(tmp)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
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
    """The height flowables get on a page."""
    return page_size(event, wide)[1] - MARGIN_TOP - MARGIN_BOTTOM - 2 * FRAME_PADDING


class OnePage(KeepInFrame):
    """A sheet kept on one page, shrunk to fit when it must (KeepInFrame, mode "shrink").

    KeepInFrame wraps all its content to measure it and then wraps it all again to draw it
    (every table and every paragraph in their cells). A sheet nearly always fits as it is:
    then it is measured once, and drawn where those measures put it, as KeepInFrame would."""

    def __init__(self, width: float, height: float, content: list):
        super().__init__(width, height, content, mode="shrink")
        self._sizes: list[tuple[float, float]] | None = None

    def wrap(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        self._sizes = None
        width = float(min(self.maxWidth or availWidth, availWidth))
        height = float(min(self.maxHeight or availHeight, availHeight))
        sizes = []
        total_w = total_h = space_after = 0.0
        for f in self._content:  # as platypus.flowables._listWrapOn, for plain flowables
            w, h = f.wrapOn(self.canv, width, 0xfffffff)
            sizes.append((w, h))
            if h <= _FUZZ:
                continue
            total_w = max(total_w, min(w, width))
            total_h += h + (max(f.getSpaceBefore() - space_after, 0) if total_h else 0)
            space_after = f.getSpaceAfter()
            total_h += space_after
        total_h -= space_after
        if total_w > width + _FUZZ or total_h > height + _FUZZ:
            return super().wrap(availWidth, availHeight)  # shrink it (wraps again)
        self._scale = 1.0
        self.width, self.height = total_w - _FUZZ, total_h - _FUZZ
        self._sizes = sizes
        return self.width, self.height

    def drawOn(self, canv, x, y, _sW=0):  # noqa: N802, N803 - reportlab's names
        if self._sizes is None:
            return super().drawOn(canv, x, y, _sW)
        # as platypus.flowables._Container.drawOn at scale 1, with the sizes of wrap()
        x = self._hAlignAdjust(x, _sW)
        top = y = y + self.height
        space_after = 0.0
        last = self._content[-1]
        for f, (w, h) in zip(self._content, self._sizes):
            if h < _FUZZ:
                continue
            if y != top:
                h += max(f.getSpaceBefore() - space_after, 0)
            y -= h
            space_after = f.getSpaceAfter()
            f.drawOn(canv, x, y, _sW=self.width - w)
            if f is not last:
                y -= space_after
