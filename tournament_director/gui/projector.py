"""The projector: a second window for the hall that follows the event and never takes the
keyboard; find your table, the tables, the standings and the prizes, cycling on a timer.

Painted with QPainter on one plain widget (no widget per name): a page of 1,000 players is a
few hundred drawText calls. The data is read once per change; pages are cut to the size of
the window when it is painted."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
)
from PySide6.QtWidgets import QWidget

from .. import qr
from ..collation import range_label, sort_text
from .clock import ClockState
from .hall_data import KINDS, STANDINGS_KINDS, HallData

PAGE_SECONDS = 10
# After a seating, until the game's first result: only "Find your table", and every name on
# the screen within a minute: the names as large as 6 pages allow (1/30 of the height when
# they fit; at 1,000 players smaller, down to 1/60), in more, narrower columns.
FIND_SECONDS = 60
FIND_PAGES = FIND_SECONDS // PAGE_SECONDS
FIND_LEAST = 60  # the smallest find-your-table names: 1/60 of the height
FIND_COLUMN_EM = 14  # a find-your-table column: 14 name heights wide at least
BACKGROUND = QColor("#101418")
TEXT = QColor("#f2f2f2")
DIM = QColor("#9aa4ad")
ACCENT = QColor("#ffd54a")  # table numbers: what people look for
STRIPE = QColor("#1b2228")
PHASE_COLOUR = {"warning": QColor("#ffb000"), "time": QColor("#ff4040")}


@dataclass
class Page:
    kind: str  # "find", "tables", "standings", "top", "prizes", "welcome"
    title: str
    items: list  # what this page draws (slices of HallData's lists)
    subtitle: str = ""
    columns: int = 1
    rows: int = 0
    range: str = ""  # find your table: the letters its names run from and to
    part: str = ""  # "2/23": which of the pages of its kind
    px: int = 0  # the names' size in pixels (0: Metrics.name_px)


SHARE_LINE = QT_TRANSLATE_NOOP("ProjectorWindow", "Follow seating and standings on your phone")
QR_BORDER = 2  # light modules round the code (on the dark screen it needs its own light edge)


class Metrics:
    """Sizes for a window of w x h pixels: names at least 1/30 of the height. While the event
    is shared, the QR code (a fifth of the height square) and its line sit at the bottom
    right, from `qr_top` down: the last column of a page stops above it, and pages of one
    wide column use `narrow`, the area without the code's strip."""

    def __init__(self, w: int, h: int, announcement: bool, share: bool = False):
        self.w, self.h = w, h
        self.name_px = max(12, math.ceil(h / 30))
        self.margin = max(8, w // 60)
        self.header = max(40, round(h * 0.13))
        self.banner = round(h * 0.08) if announcement else 0
        self.footer = max(16, round(h * 0.045))
        self.top = self.header + self.banner
        self.area = QRect(self.margin, self.top + self.name_px // 3, w - 2 * self.margin,
                          h - self.top - self.footer - self.name_px // 3)
        self.qr = max(60, round(h / 5)) if share else 0  # the code's side, light edge included
        self.qr_top = h - self.footer - self.qr - self.name_px * 3 if share else h
        self.narrow = self.area.adjusted(0, 0, -(self.qr + self.margin // 2), 0) if share \
            else QRect(self.area)

    def rows_above_qr(self, row: int, first: int = 0) -> int:
        """How many rows of `row` pixels (after `first` such rows) the last column holds
        above the QR code."""
        return max(0, (self.qr_top - self.area.top()) // row - first)

    def font(self, px: int, bold: bool = False) -> QFont:
        f = QFont()
        f.setPixelSize(max(8, px))
        f.setBold(bold)
        return f


translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def find_layout(m: Metrics, count: int) -> tuple[int, int, int, int]:
    """Find your table at this size for `count` names: (name px, rows, columns, names per
    page), the largest names with which they fit in FIND_PAGES pages (never below 1/60 of
    the height; past that, more pages)."""
    least = min(m.name_px, max(12, math.ceil(m.h / FIND_LEAST)))
    for px in range(m.name_px, least - 1, -1):
        row = round(px * 1.3)
        rows = max(1, (m.area.height() - row) // row)  # one row for the column heads
        cols = max(1, m.area.width() // (px * FIND_COLUMN_EM))
        per = max(1, rows * cols - max(0, rows - m.rows_above_qr(row, 1)))
        if -(-count // per) <= FIND_PAGES or px == least:
            return px, rows, cols, per
    raise AssertionError("unreachable")


def find_columns(px: int, col_w: int, heads: tuple[str, str]) -> tuple[int, int]:
    """The widths of a find-your-table column's table and seat numbers: as wide as their
    heads (in the window's language: "Tafel", "Stoel"), with a gap before each."""
    fm = QFontMetrics(head_font(px))
    gap = max(4, round(px * 0.4))
    table_w = max(round(px * 2.4), fm.horizontalAdvance(heads[0]) + gap)
    seat_w = max(round(px * 1.6), fm.horizontalAdvance(heads[1]) + gap)
    return min(table_w, col_w // 3), min(seat_w, col_w // 4)


def head_font(px: int) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(px * 0.55)))
    f.setBold(True)
    return f


def standings_subtitle(data: HallData) -> str:
    """After which game the standings are: "after game 3" once game 3 is complete, else
    "after game 2 · game 3: 4 of 13 tables in"."""
    if data.final or data.tables_in >= data.tables_total:
        return translate("ProjectorWindow", "after game {game}").format(game=data.game)
    partial = translate("ProjectorWindow", "game {game}: {tables_in} of {tables} tables "
                                           "in").format(game=data.game,
                                                        tables_in=data.tables_in,
                                                        tables=data.tables_total)
    if data.game == 1:
        return partial
    return translate("ProjectorWindow", "after game {game}").format(
        game=data.game - 1) + " \u00b7 " + partial


def seating_rush(data: HallData) -> bool:
    """A game seated and none of its results in yet: every player is looking for a table."""
    return bool(data.game) and data.tables_in == 0 and bool(data.find)


def paginate(data: HallData, m: Metrics, kinds=tuple(KINDS)) -> list[Page]:
    """The pages for this data at this size, in the order they cycle; only the `kinds`
    chosen (find, tables, standings, prizes); find your table if none is left. After a
    seating, until the game's first result, find your table only (see FIND_SECONDS)."""
    pages = _all_pages(data, m)
    if "find" in kinds and seating_rush(data):
        return [p for p in pages if p.kind == "find"]
    chosen = [p for p in pages if (p.kind if p.kind != "top" else "standings") in kinds
              or p.kind == "welcome"]
    return chosen or [p for p in pages if p.kind == "find"] or pages


def _all_pages(data: HallData, m: Metrics) -> list[Page]:
    pages: list[Page] = []
    if not data.game:
        return [Page("welcome", translate("ProjectorWindow", "Welcome"), [],
                     translate("ProjectorWindow", "{n} players registered").format(
                         n=data.registered))]
    game = translate("ProjectorWindow", "Game {game} of {total}").format(game=data.game,
                                                                         total=data.games)
    # find your table: columns of (name, table, seat); the name range in the title
    find = data.find
    px, rows, cols, per = find_layout(m, len(find))
    chunks = [find[i:i + per] for i in range(0, len(find), per)] or [[]]
    start = 0
    for chunk in chunks:
        end = start + len(chunk)
        label = ""
        if chunk:
            def text(name):
                return sort_text(name, data.name_order)
            first = range_label(text(chunk[0][0]), text(find[start - 1][0]) if start else None)
            last = range_label(text(chunk[-1][0]),
                               text(find[end][0]) if end < len(find) else None)
            label = first if first == last else f"{first} \u2013 {last}"
        pages.append(Page("find", translate("ProjectorWindow", "Find your table"), chunk,
                          game, cols, rows, label, px=px))
        start = end
    # the tables: blocks of a heading and the players in seat order, packed in columns;
    # names as large as on the other pages
    px = m.name_px
    trow = round(px * 1.3)
    trows = max(2, m.area.height() // trow)
    tcols = max(1, m.area.width() // (px * 14))
    last_rows = min(trows, m.rows_above_qr(trow))  # the last column: above the QR code

    def limit(col):
        return last_rows if col == tcols - 1 else trows

    page, col, used = [], 0, 0
    for table, seats in data.tables:
        need = len(seats) + 1
        # to the next column when the block does not fit; past the QR code's column too
        # when a whole column would hold it
        while (used and used + need > limit(col)) or (page and not used and tcols > 1
                                                      and need > limit(col) and need <= trows):
            col, used = col + 1, 0
            if col == tcols:
                pages.append(Page("tables", translate("ProjectorWindow", "Tables"), page,
                                  game, tcols, trows))
                page, col = [], 0
        page.append((col, used, table, seats))
        used += need + (1 if used + need < trows else 0)  # a blank row between blocks
    if page:
        pages.append(Page("tables", translate("ProjectorWindow", "Tables"), page, game,
                          tcols, trows))
    # standings: the top large, then pages of the rest
    if data.standings:
        after = (translate("ProjectorWindow", "Final standings") if data.final
                 else translate("ProjectorWindow", "Standings"))
        after_game = standings_subtitle(data)
        big = round(m.name_px * 1.35)
        top_n = max(1, min(10, m.area.height() // round(big * 1.35)))
        pages.append(Page("top", after, data.standings[:top_n],
                          after_game, 1, top_n))
        rest = data.standings[top_n:]
        row = round(m.name_px * 1.3)
        rows = max(1, (m.area.height() - row) // row)
        scols = max(1, m.area.width() // (m.name_px * 16))
        per = max(1, rows * scols - max(0, rows - m.rows_above_qr(row)))
        for i in range(0, len(rest), per):
            part = rest[i:i + per]
            pages.append(Page("standings", after, part, after_game, scols, rows,
                              f"{top_n + i + 1}\u2013{top_n + i + len(part)}"))
    if data.prizes:
        pages.append(Page("prizes", translate("ProjectorWindow", "Prize winners"),
                          data.prizes, "", 1,
                          len(data.prizes)))
    for p in pages:  # which of the pages of its kind
        same = [q for q in pages if q.kind == p.kind]
        if len(same) > 1:
            p.part = f"{next(i for i, q in enumerate(same) if q is p) + 1}/{len(same)}"
    return pages


class ProjectorWindow(QWidget):
    """The hall's screen. Never takes the keyboard: the director keeps typing."""

    closed = Signal()

    def __init__(self, clock: ClockState, owner: QWidget | None = None):
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.owner = owner  # the director's window: it gets the keyboard back if a
        # platform or window manager activates this window all the same
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWindowTitle(self.tr("Tournament Director \u2013 projector"))
        self.setMinimumSize(320, 240)
        self.data = HallData()
        self.standings_stale = False  # standings behind the event: read before they show
        self.fetch_standings = None  # reads them (set by Hall)
        self.kinds = tuple(KINDS)  # the kinds of page that cycle
        self.share_url = ""  # the sharing address: its QR code at the right while set
        self._qr: list[list[bool]] = []
        self.index = 0
        self.paused = False
        self._pages: list[Page] | None = None
        self._pages_for: tuple | None = None
        self.clock = clock
        self.clock_text, self.clock_phase = "", "unset"
        clock.tick.connect(self.show_clock)
        self.timer = QTimer(self)
        self.timer.setInterval(PAGE_SECONDS * 1000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.resize(1280, 720)

    def closeEvent(self, e) -> None:
        super().closeEvent(e)
        self.closed.emit()

    def event(self, e) -> bool:
        if e.type() == QEvent.Type.WindowActivate and self.owner is not None \
                and self.owner.isVisible():
            self.owner.activateWindow()
        return super().event(e)

    # -- data and pages -----------------------------------------------------------------------
    def set_data(self, data: HallData) -> None:
        """New data; the window stays on the same kind of page (the same one of its kind
        where there still is one)."""
        old = self._pages
        current = old[self.index] if old and self.index < len(old) else None
        self.data = data
        self._pages = None
        pages = self.pages()
        if current is not None:
            same_old = [p for p in old if p.kind == current.kind]
            k = next(i for i, p in enumerate(same_old) if p is current)
            same = [i for i, p in enumerate(pages) if p.kind == current.kind]
            self.index = same[min(k, len(same) - 1)] if same else min(self.index,
                                                                       len(pages) - 1)
        self.update()

    def set_announcement(self, text: str) -> None:
        self.data.announcement = text
        self._pages = None
        self.index = min(self.index, len(self.pages()) - 1)
        self.update()

    def set_share_url(self, url: str) -> None:
        """The address the phones open ("" when sharing stops): its QR code and the address
        are shown at the right of every page while it is set."""
        if url == self.share_url:
            return
        self.share_url = url
        self._qr = qr.matrix(url) if url else []
        self._pages = None
        self.pages()
        self.update()

    def metrics(self) -> Metrics:
        return Metrics(self.width(), self.height(), bool(self.data.announcement),
                       bool(self.share_url))

    def pages(self) -> list[Page]:
        key = (self.width(), self.height(), bool(self.data.announcement), self.kinds,
               bool(self.share_url))
        if self._pages is None or self._pages_for != key:
            self._pages = paginate(self.data, self.metrics(), self.kinds)
            self._pages_for = key
            self.index = min(self.index, len(self._pages) - 1)
        return self._pages

    def set_kinds(self, kinds) -> None:
        self.kinds = tuple(k for k in KINDS if k in kinds)
        self.index = 0
        self.update()

    def show_page(self, index: int) -> None:
        """Shows page `index` (wrapping round); standings that are behind are read first."""
        pages = self.pages()
        self.index = index % len(pages)
        if self.standings_stale and pages[self.index].kind in STANDINGS_KINDS \
                and self.fetch_standings is not None:
            self.fetch_standings()
        self.update()

    def next_page(self) -> None:
        self.show_page(self.index + 1)

    def previous_page(self) -> None:
        self.show_page(self.index - 1)

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self.timer.stop()
        else:
            self.timer.start()
        self.update()

    def show_clock(self, text: str, phase: str, running: bool) -> None:
        self.clock_text, self.clock_phase, self.clock_running = text, phase, running
        if self.isVisible():
            m = self.metrics()
            self.update(QRect(m.w // 2, 0, m.w - m.w // 2, m.header))

    # -- painting -------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), BACKGROUND)
        m = self.metrics()
        pages = self.pages()
        page = pages[self.index]
        self._paint_header(p, m, page)
        if self.data.announcement:
            self._paint_banner(p, m)
        paint = {"find": self._paint_find, "tables": self._paint_tables,
                 "standings": self._paint_standings, "top": self._paint_top,
                 "prizes": self._paint_top, "welcome": self._paint_welcome}[page.kind]
        paint(p, m, page)
        if self.share_url:
            self._paint_share(p, m)
        self._paint_footer(p, m, len(pages))
        p.end()

    def _text(self, p: QPainter, rect: QRect, text: str, font: QFont, colour=TEXT,
              align=Qt.AlignmentFlag.AlignLeft) -> None:
        """Plain text (never rich text), elided to fit."""
        p.setFont(font)
        p.setPen(colour)
        fm = QFontMetrics(font)
        shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0, rect.width()))
        p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)

    def _paint_header(self, p, m, page: Page) -> None:
        """The event, the game and which page (small); the page's title and, for find your
        table, its name range (large); the round clock at the right."""
        h = m.header
        clock_font = m.font(round(h * 0.62), True)
        clock_w = 0 if self.clock_phase == "unset" else \
            QFontMetrics(clock_font).horizontalAdvance("0:00:00") + m.margin
        left_w = m.w - 2 * m.margin - clock_w
        small = " \u00b7 ".join(t for t in (self.data.event_name, page.subtitle,
                                              page.part) if t)
        self._text(p, QRect(m.margin, round(h * 0.06), left_w, round(h * 0.34)), small,
                   m.font(round(h * 0.24), True), DIM)
        big = m.font(round(h * 0.38), True)
        wide = QFontMetrics(big).horizontalAdvance(f"{page.title}  {page.range}")
        if wide > left_w:  # a long name range: smaller (to 70%) before it is cut short
            big = m.font(max(round(h * 0.38 * 0.7), math.floor(h * 0.38 * left_w / wide)),
                         True)
        rect = QRect(m.margin, round(h * 0.40), left_w, round(h * 0.55))
        self._text(p, rect, page.title, big)
        if page.range:
            used = QFontMetrics(big).horizontalAdvance(page.title + "  ")
            self._text(p, rect.adjusted(used, 0, 0, 0), page.range, big, ACCENT)
        if self.clock_phase != "unset":
            colour = PHASE_COLOUR.get(self.clock_phase, TEXT)
            text = self.tr("Time") if self.clock_phase == "time" else self.clock_text
            self._text(p, QRect(round(m.w * 0.5), round(h * 0.05), round(m.w * 0.5)
                                - m.margin, round(h * 0.78)), text,
                       clock_font, colour, Qt.AlignmentFlag.AlignRight)
            if not getattr(self, "clock_running", False) and self.clock_phase != "time":
                self._text(p, QRect(round(m.w * 0.66), round(h * 0.78), round(m.w * 0.34)
                                    - m.margin, round(h * 0.2)), self.tr("paused"),
                           m.font(round(h * 0.16)), DIM, Qt.AlignmentFlag.AlignRight)
        p.fillRect(QRect(m.margin, h - 2, m.w - 2 * m.margin, 2), DIM)

    def _paint_banner(self, p, m) -> None:
        """The announcement on one line: smaller (down to half size) when it is long."""
        rect = QRect(0, m.header, m.w, m.banner)
        p.fillRect(rect, ACCENT)
        inner = rect.adjusted(m.margin, 0, -m.margin, 0)
        px = round(m.banner * 0.6)
        font = m.font(px, True)
        wide = QFontMetrics(font).horizontalAdvance(self.data.announcement)
        if wide > inner.width():
            font = m.font(max(round(px / 2), math.floor(px * inner.width() / wide)), True)
        self._text(p, inner, self.data.announcement, font, BACKGROUND,
                   Qt.AlignmentFlag.AlignHCenter)

    def qr_rect(self, m: Metrics) -> QRect:
        """Where the QR code is painted (its light edge included): the bottom right."""
        return QRect(m.w - m.margin - m.qr, m.h - m.footer - m.qr, m.qr, m.qr)

    def _paint_share(self, p, m) -> None:
        """The sharing address's QR code, square modules of whole pixels on a light square,
        the line above it; the address itself is in the footer."""
        rect = self.qr_rect(m)
        n = len(self._qr)
        module = max(1, m.qr // (n + 2 * QR_BORDER))
        side = module * (n + 2 * QR_BORDER)
        x0 = rect.right() + 1 - side
        y0 = rect.bottom() + 1 - side
        p.fillRect(QRect(x0, y0, side, side), QColor("#ffffff"))
        dark = QColor("#000000")
        for r, start, length in qr.dark_runs(self._qr):  # one rectangle per run
            p.fillRect(QRect(x0 + (QR_BORDER + start) * module, y0 + (QR_BORDER + r) * module,
                             length * module, module), dark)
        above = QRect(x0, y0 - m.name_px * 3, side, m.name_px * 3 - 4)
        p.setFont(m.font(round(m.name_px * 0.6), True))
        p.setPen(DIM)
        p.drawText(above, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                              | Qt.TextFlag.TextWordWrap), self.tr(SHARE_LINE))

    def _paint_footer(self, p, m, total: int) -> None:
        state = (self.tr("paused") if self.paused
                 else self.tr("every {seconds} s").format(seconds=PAGE_SECONDS))
        font = m.font(round(m.footer * 0.55))
        text = self.tr("Page {number} of {total}").format(number=self.index + 1,
                                                          total=total) + f" \u00b7 {state}"
        self._text(p, QRect(m.margin, m.h - m.footer, m.w - 2 * m.margin, m.footer),
                   text, font, DIM, Qt.AlignmentFlag.AlignRight)
        if self.share_url:  # the address whole: without the line, then smaller, if need be
            avail = m.w - 2 * m.margin - QFontMetrics(font).horizontalAdvance(text) - m.margin
            big = m.font(round(m.footer * 0.62), True)
            line = f"{self.tr(SHARE_LINE)}: {self.share_url}"
            if QFontMetrics(big).horizontalAdvance(line) > avail:
                line = self.share_url
            wide = QFontMetrics(big).horizontalAdvance(line)
            if wide > avail:
                big = m.font(math.floor(m.footer * 0.62 * avail / wide), True)
            self._text(p, QRect(m.margin, m.h - m.footer, avail, m.footer), line, big, TEXT)

    def _columns(self, m, page: Page):
        gap = page.px or m.name_px
        col_w = (m.area.width() - gap * (page.columns - 1)) // page.columns
        return col_w, gap

    def _paint_find(self, p, m, page: Page) -> None:
        px = page.px or m.name_px
        row = round(px * 1.3)
        col_w, gap = self._columns(m, page)
        name_f, num_f = m.font(px), m.font(px, True)
        head_f = head_font(px)
        num_w, seat_w = find_columns(px, col_w, (self.tr("Table"), self.tr("Seat")))
        for c in range(page.columns):
            if c * page.rows >= len(page.items):
                break
            x = m.area.left() + c * (col_w + gap)
            y = m.area.top()
            self._text(p, QRect(x, y, col_w - num_w - seat_w, row), self.tr("Name"), head_f, DIM)
            self._text(p, QRect(x + col_w - num_w - seat_w, y, num_w, row), self.tr("Table"),
                       head_f,
                       DIM, Qt.AlignmentFlag.AlignRight)
            self._text(p, QRect(x + col_w - seat_w, y, seat_w, row), self.tr("Seat"), head_f, DIM,
                       Qt.AlignmentFlag.AlignRight)
            for r, (name, table, seat) in enumerate(
                    page.items[c * page.rows:(c + 1) * page.rows]):
                top = y + row * (r + 1)
                if r % 2:
                    p.fillRect(QRect(x, top, col_w, row), STRIPE)
                self._text(p, QRect(x + 4, top, col_w - num_w - seat_w - 8, row), name,
                           name_f)
                self._text(p, QRect(x + col_w - num_w - seat_w, top, num_w, row),
                           str(table), num_f, ACCENT, Qt.AlignmentFlag.AlignRight)
                self._text(p, QRect(x + col_w - seat_w, top, seat_w - 4, row), str(seat),
                           name_f, TEXT, Qt.AlignmentFlag.AlignRight)

    def _paint_tables(self, p, m, page: Page) -> None:
        px = m.name_px
        row = round(px * 1.3)
        col_w, gap = self._columns(m, page)
        head_f, name_f, seat_f = m.font(px, True), m.font(px), m.font(round(px * 0.8))
        for col, at, table, seats in page.items:
            x = m.area.left() + col * (col_w + gap)
            y = m.area.top() + at * row
            p.fillRect(QRect(x, y, col_w, row), STRIPE)
            self._text(p, QRect(x + 6, y, col_w - 12, row),
                       self.tr("Table {table}").format(table=table),
                       head_f, ACCENT)
            for k, (seat, name) in enumerate(seats, 1):
                self._text(p, QRect(x + 6, y + k * row, round(px * 1.6), row), str(seat),
                           seat_f, DIM)
                self._text(p, QRect(x + 6 + round(px * 1.8), y + k * row,
                                    col_w - 12 - round(px * 1.8), row), name, name_f)

    def _paint_standings(self, p, m, page: Page) -> None:
        row = round(m.name_px * 1.3)
        col_w, gap = self._columns(m, page)
        name_f, pts_f = m.font(m.name_px), m.font(m.name_px, True)
        rank_w, pts_w = round(m.name_px * 2.6), round(m.name_px * 3.2)
        for c in range(page.columns):
            x = m.area.left() + c * (col_w + gap)
            for r, (rank, name, pts) in enumerate(page.items[c * page.rows:(c + 1) * page.rows]):
                top = m.area.top() + row * r
                if r % 2:
                    p.fillRect(QRect(x, top, col_w, row), STRIPE)
                self._text(p, QRect(x, top, rank_w - 8, row), rank, name_f, DIM,
                           Qt.AlignmentFlag.AlignRight)
                self._text(p, QRect(x + rank_w, top, col_w - rank_w - pts_w, row), name,
                           name_f)
                self._text(p, QRect(x + col_w - pts_w, top, pts_w - 4, row), pts, pts_f,
                           ACCENT, Qt.AlignmentFlag.AlignRight)

    def _paint_top(self, p, m, page: Page) -> None:
        big = round(m.name_px * 1.35)
        row = round(big * 1.35)
        name_f, num_f = m.font(big), m.font(big, True)
        w = m.narrow.width()
        lead_w, tail_w = round(big * 4), round(big * 6)
        for r, (lead, name, tail) in enumerate(page.items):
            top = m.area.top() + row * r
            if r % 2:
                p.fillRect(QRect(m.area.left(), top, w, row), STRIPE)
            self._text(p, QRect(m.area.left(), top, lead_w - 12, row), lead, num_f, DIM,
                       Qt.AlignmentFlag.AlignRight)
            self._text(p, QRect(m.area.left() + lead_w, top, w - lead_w - tail_w, row), name,
                       name_f)
            self._text(p, QRect(m.narrow.right() - tail_w, top, tail_w - 8, row), tail, num_f,
                       ACCENT, Qt.AlignmentFlag.AlignRight)

    def _paint_welcome(self, p, m, page: Page) -> None:
        self._text(p, m.narrow, self.tr("{n} players registered \u00b7 the seating follows")
                   .format(n=self.data.registered), m.font(m.name_px * 2, True), TEXT,
                   Qt.AlignmentFlag.AlignHCenter)
