"""The "find your table" poster for the wall: every name at 24 pt or more, several columns."""

from __future__ import annotations

import functools
import re
from datetime import datetime

from reportlab.lib import colors
from reportlab.lib.pagesizes import A3, A4, landscape, letter, portrait
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from .. import qr as qr_code
from ..collation import range_label, sort_text
from ..formats import date_time
from ..i18n import N_, _
from .bidi import BidiText, has_rtl
from .breaking import word_pieces
from .cells import Ctx, clean, who_player
from .document import PROGRAM, write_atomically
from .fonts import FONT, FONT_BOLD
from .styles import GREY, LIGHT, RULE

PAPERS = {"A4": A4, "A3": A3, "LETTER": letter}
NAME_SIZE = 24  # points: legible at about 8 m; never smaller on the poster
NUMBER_SIZE = 27  # the table number, the figure people look for
MARGIN = 12 * mm
HEADER = 30 * mm  # event and game line, then the page's name range
FOOTER = 9 * mm
GAP = 9 * mm  # between columns
MIN_COLUMN = 360  # points: a name area of about 16 letters at 24 pt, then table and seat
TABLE_W, SEAT_W = 66, 56
PAD = 3
SHARE_BAND = 30 * mm  # with an address: its QR code and the line, under the last column
SHARE_LINE = N_("Follow seating and standings on your phone")


def paper_size(event: dict, paper: str | None) -> tuple[float, float]:
    name = str(paper or event.get("paper") or "A4").strip().upper().replace("US ", "")
    if name not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}: use A4, A3 or Letter")
    return portrait(PAPERS[name])


def _name_style() -> ParagraphStyle:
    return ParagraphStyle("td-poster-name", fontName=FONT, fontSize=NAME_SIZE,
                          leading=NAME_SIZE * 1.18, splitLongWords=1)


class _Layout:
    """Where every entry goes on pages of one size: columns of rows, top to bottom."""

    def __init__(self, size, entries, paragraphs, band: float = 0):
        self.size = size
        width, height = size
        inner = width - 2 * MARGIN
        self.columns = max(1, int((inner + GAP) // (MIN_COLUMN + GAP)))
        self.col_w = (inner - GAP * (self.columns - 1)) / self.columns
        self.name_w = self.col_w - TABLE_W - SEAT_W - 2 * PAD
        self.top = height - MARGIN - HEADER
        self.bottom = MARGIN + FOOTER
        self.band = band  # the last column of each page stops above it
        self.pages: list[list[list[tuple[int, float]]]] = []  # page -> column -> (entry, h)
        page: list = [[]]
        y = self.top - 16  # below the column heads
        for i, _entry in enumerate(entries):
            _w, h = paragraphs[i].wrap(self.name_w, 10_000)
            h = max(h, NUMBER_SIZE * 1.05) + 2 * PAD
            bottom = self.bottom + (self.band if len(page) == self.columns else 0)
            if y - h < bottom and page[-1]:
                if len(page) == self.columns:
                    self.pages.append(page)
                    page = []
                page.append([])
                y = self.top - 16
            page[-1].append((i, h))
            y -= h
        if page[-1] or not self.pages:
            self.pages.append(page)

    @property
    def capacity(self) -> int:
        """Names of one line a page holds."""
        row = NUMBER_SIZE * 1.05 + 2 * PAD
        return self.columns * int((self.top - 16 - self.bottom) // row)


def poster_layouts(entries, paragraphs, size, band: float = 0) -> _Layout:
    """Portrait or landscape, whichever needs fewer pages (landscape when that fits more)."""
    tall = _Layout(portrait(size), entries, paragraphs, band)
    wide = _Layout(landscape(size), entries, paragraphs, band)
    return min((tall, wide), key=lambda lay: (len(lay.pages), -lay.capacity))


def poster_pdf(path, event: dict, poster: dict, *, paper: str | None = None,
               printed_at: datetime | None = None, url: str | None = None) -> list[str]:
    """`poster`: {"game": K, "name_order": "name" | "surname", "players": [{"name",
    "start_no", "table", "seat"}]} in the order to print (the service sorts it). `url`: the
    address the players' phones open (sharing, `serve`): its QR code and a line on each page.
    Writes the PDF atomically; returns warnings."""
    ctx = Ctx()
    printed_at = printed_at or datetime.now().astimezone()
    entries = list(poster.get("players", []))
    style = _name_style()
    size = paper_size(event, paper)
    name_w = min(_Layout(portrait(size), [], []).name_w, _Layout(landscape(size), [], []).name_w)
    paragraphs = [_name_flowable(ctx, p, name_w, style) for p in entries]
    qr = qr_code.matrix(url) if url else None
    layout = poster_layouts(entries, paragraphs, size, SHARE_BAND if qr else 0)
    game = poster.get("game")
    order = poster.get("name_order") or "name"
    event_name = clean(event.get("name")) or _("(event without a name)")

    def write(tmp: str) -> None:
        canvas = Canvas(tmp, pagesize=layout.size, pageCompression=1, initialFontName=FONT,
                        initialFontSize=10)  # no Helvetica listed and not embedded
        canvas.setTitle(f"{event_name} \u2013 "
                        + _("Find your table, game {game}").format(game=game))
        canvas.setAuthor(PROGRAM)
        canvas.setCreator(PROGRAM)
        total = len(layout.pages)
        for number, page in enumerate(layout.pages, 1):
            _draw_page(canvas, ctx, layout, page, entries, paragraphs, event, game,
                       number, total, printed_at, order)
            if qr:
                _draw_share(canvas, ctx, layout, url, qr)
            canvas.showPage()
        canvas.save()

    write_atomically(path, write)
    return list(ctx.warnings)


def _draw_share(canvas, ctx, layout, url: str, qr) -> None:
    """Under the last column, above the footer: the line with the address, the QR code at the
    right as vector squares (one rectangle per run of dark modules)."""
    width, _height = layout.size
    side = SHARE_BAND - 2 * mm
    n = len(qr)
    module = side / (n + 4)  # a light edge of two modules (the paper round it is blank too)
    x0 = width - MARGIN - side
    y0 = MARGIN + FOOTER + 2 * mm
    canvas.setFillColor(colors.black)
    for r, start, length in qr_code.dark_runs(qr):
        canvas.rect(x0 + (2 + start) * module, y0 + side - (2 + r + 1) * module,
                    length * module, module, stroke=0, fill=1)
    text = Paragraph(f"{_(SHARE_LINE)}:<br/><b>{ctx.markup(url, FONT_BOLD)}</b>",
                     ParagraphStyle("td-poster-share", fontName=FONT, fontSize=16, leading=20,
                                    splitLongWords=1))
    left = width - MARGIN - layout.col_w
    _w, h = text.wrap(x0 - 4 * mm - left, SHARE_BAND)
    text.drawOn(canvas, left, y0 + (side - h) / 2)


def _name_flowable(ctx: Ctx, player: dict, avail: float, style):
    """The name as it prints on the poster: a paragraph, or BidiText where it holds
    right-to-left letters (shaped, in its order, breaking where the paragraph would)."""
    name = clean(player.get("name"))
    if has_rtl(name):
        ctx.runs(name, FONT, who_player(player))  # the warning of a missing glyph
        return BidiText(name, [word_pieces(w) for w in name.split()], style,
                        lambda w: ctx.runs(w, FONT, None), cut=True)
    return Paragraph(_name_markup(ctx, player, avail), style)


def _name_markup(ctx: Ctx, player: dict, avail: float) -> str:
    """The name's markup with line breaks where it is too wide for one line: between words
    and after hyphens (a word still too wide is split by the paragraph)."""
    name = clean(player.get("name"))
    who = who_player(player)
    if ctx.width(name, FONT, NAME_SIZE, who) <= avail:
        return ctx.markup(name, FONT, who)
    tokens = re.findall(r"[^\s-]*-+|[^\s-]+\s*|\s+", name)
    lines, current = [], ""
    for token in tokens:
        trial = current + token
        if current and ctx.width(trial.rstrip(), FONT, NAME_SIZE) > avail:
            lines.append(current.rstrip())
            current = token.lstrip()
        else:
            current = trial
    lines.append(current.rstrip())
    return "<br/>".join(ctx.markup(line, FONT, who) for line in lines if line)


def page_range(entries, layout, number: int, order: str = "name") -> str:
    """"Aa \u2013 Ko": the letters the names on page `number` (1-based) run from and to."""
    flat = [i for page in layout.pages for col in page for i, _h in col]
    on_page = [i for col in layout.pages[number - 1] for i, _h in col]
    if not on_page:
        return ""
    first, last = on_page[0], on_page[-1]
    before = entries[flat[flat.index(first) - 1]]["name"] if flat.index(first) else None
    after_at = flat.index(last) + 1
    after = entries[flat[after_at]]["name"] if after_at < len(flat) else None
    def text(name):
        return sort_text(clean(name), order)
    start = range_label(text(entries[first]["name"]), text(before) if before else None)
    end = range_label(text(entries[last]["name"]), text(after) if after else None)
    return start if start == end else f"{start} \u2013 {end}"


@functools.cache
def _event_style() -> ParagraphStyle:
    return ParagraphStyle("td-poster-event", fontName=FONT_BOLD, fontSize=16, leading=19)


def _draw_page(canvas, ctx, layout, page, entries, paragraphs, event, game, number, total,
               printed_at, order) -> None:
    width, height = layout.size
    top = height - MARGIN
    # header: the event and game on one line, the page's name range large beneath
    canvas.setFillColor(colors.black)
    head = ctx.fit(event.get("name"), _event_style(), width * 0.55, "The event name",
                   max_lines=2)
    _w, h = head.wrap(width * 0.55, 40)
    head.drawOn(canvas, MARGIN, top - h)
    canvas.setFont(FONT, 16)
    total_games = event.get("games")
    game_text = (_("Game {game} of {total}").format(game=game, total=total_games)
                 if total_games else _("Game {game}").format(game=game))
    canvas.drawRightString(width - MARGIN, top - 16,
                           _("Find your table") + f" \u00b7 {game_text}")
    canvas.setFont(FONT_BOLD, 34)
    rng = page_range(entries, layout, number, order)
    range_runs = ctx.runs(rng, FONT_BOLD, None)
    x = MARGIN
    for fb, chunk in range_runs:
        canvas.setFont(fb or FONT_BOLD, 34)
        canvas.drawString(x, top - HEADER + 16, chunk)
        x += canvas.stringWidth(chunk, fb or FONT_BOLD, 34)
    canvas.setFont(FONT, 12)
    canvas.setFillColor(GREY)
    canvas.drawRightString(width - MARGIN, top - HEADER + 16,
                           _("Names in alphabetical order \u00b7 seat 1 starts"))
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(1)
    canvas.line(MARGIN, top - HEADER + 8, width - MARGIN, top - HEADER + 8)
    # the columns
    for c, column in enumerate(page):
        x0 = MARGIN + c * (layout.col_w + GAP)
        x_table = x0 + layout.name_w + 2 * PAD + TABLE_W - PAD
        x_seat = x_table + SEAT_W
        y = layout.top
        canvas.setFillColor(GREY)
        canvas.setFont(FONT_BOLD, 11)
        canvas.drawString(x0 + PAD, y - 12, _("Name"))
        canvas.drawRightString(x_table, y - 12, _("Table"))
        canvas.drawRightString(x_seat, y - 12, _("Seat"))
        y -= 16
        for k, (i, h) in enumerate(column):
            if k % 2:
                canvas.setFillColor(LIGHT)
                canvas.rect(x0, y - h, layout.col_w, h, stroke=0, fill=1)
            para = paragraphs[i]
            _w, ph = para.wrap(layout.name_w, 10_000)
            para.drawOn(canvas, x0 + PAD, y - PAD - ph)
            entry = entries[i]
            base = y - PAD - NUMBER_SIZE * 0.85
            canvas.setFillColor(colors.black)
            canvas.setFont(FONT_BOLD, NUMBER_SIZE)
            canvas.drawRightString(x_table, base, str(entry.get("table", "")))
            canvas.setFont(FONT, NAME_SIZE)
            canvas.drawRightString(x_seat, base, str(entry.get("seat", "")))
            y -= h
    # footer
    canvas.setFillColor(colors.black)
    canvas.setFont(FONT, 9)
    canvas.drawString(MARGIN, MARGIN,
                      _("Printed at {time}").format(time=date_time(printed_at)))
    canvas.setFillColor(GREY)
    canvas.drawCentredString(width / 2, MARGIN, PROGRAM)
    canvas.setFillColor(colors.black)
    canvas.drawRightString(width - MARGIN, MARGIN,
                           _("Page {number} of {total}").format(number=number, total=total))


__all__ = ["poster_pdf", "paper_size"]
