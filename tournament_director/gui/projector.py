"""The projector: a second window for the hall that follows the event and never takes the
keyboard; find your table, the tables, the standings and the prizes, cycling on a timer.

Painted with QPainter on one plain widget (no widget per name): a page of 1,000 players is a
few hundred drawText calls. The data is read once per change; pages are cut to the size of
the window (gui/projector_pages.py) when it is painted. A name is never cut short: it wraps
onto the two rows its page gave it, or is drawn smaller."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
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
from .clock import ClockState
from .hall_data import KINDS, STANDINGS_KINDS, HallData
from .projector_pages import (  # noqa: F401 - (the tests take them from here)
    FIND_LEAST,
    FIND_PAGES,
    PAGE_SECONDS,
    Metrics,
    Page,
    find_columns,
    fit_name,
    head_font,
    paginate,
    seconds,
    standings_columns,
)

BACKGROUND = QColor("#101418")
TEXT = QColor("#f2f2f2")
DIM = QColor("#9aa4ad")
ACCENT = QColor("#ffd54a")  # table numbers: what people look for
STRIPE = QColor("#1b2228")
PHASE_COLOUR = {"warning": QColor("#ffb000"), "time": QColor("#ff4040")}
SHARE_LINE = QT_TRANSLATE_NOOP("ProjectorWindow", "Follow seating and standings on your phone")
QR_BORDER = 2  # light modules round the code (on the dark screen it needs its own light edge)


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
            self.timer.setInterval(round(seconds(self._pages) * 1000))
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
                 else self.tr("every {seconds} s").format(
                     seconds=round(self.timer.interval() / 1000)))
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

    def _name(self, p: QPainter, rect: QRect, text: str, font: QFont, colour=TEXT) -> None:
        """A name whole in its box: on its lines (fit_name), never elided."""
        font, lines = fit_name(text, font, rect.width(), rect.height())
        p.setFont(font)
        p.setPen(colour)
        fm = QFontMetrics(font)
        top = rect.top() + (rect.height() - fm.height() * len(lines)) // 2
        for k, line in enumerate(lines):
            p.drawText(QRect(rect.left(), top + k * fm.height(), rect.width(), fm.height()),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line)

    def _paint_find(self, p, m, page: Page) -> None:
        px = page.px or m.name_px
        row = round(px * 1.3)
        col_w, gap = self._columns(m, page)
        name_f, num_f = m.font(px), m.font(px, True)
        head_f = head_font(px)
        num_w, seat_w = find_columns(px, col_w, (self.tr("Table"), self.tr("Seat")))
        used = sorted({c for c, _r, _n in page.places})
        for c in used:
            x = m.area.left() + c * (col_w + gap)
            y = m.area.top()
            self._text(p, QRect(x, y, col_w - num_w - seat_w, row), self.tr("Name"), head_f, DIM)
            self._text(p, QRect(x + col_w - num_w - seat_w, y, num_w, row), self.tr("Table"),
                       head_f, DIM, Qt.AlignmentFlag.AlignRight)
            self._text(p, QRect(x + col_w - seat_w, y, seat_w, row), self.tr("Seat"), head_f,
                       DIM, Qt.AlignmentFlag.AlignRight)
        stripe = {}
        for (name, table, seat), (c, r, n) in zip(page.items, page.places):
            x = m.area.left() + c * (col_w + gap)
            top = m.area.top() + row * (r + 1)
            stripe[c] = not stripe.get(c, True)
            if stripe[c]:
                p.fillRect(QRect(x, top, col_w, row * n), STRIPE)
            self._name(p, QRect(x + 4, top, col_w - num_w - seat_w - 8, row * n), name, name_f)
            self._text(p, QRect(x + col_w - num_w - seat_w, top, num_w, row),
                       str(table), num_f, ACCENT, Qt.AlignmentFlag.AlignRight)
            self._text(p, QRect(x + col_w - seat_w, top, seat_w - 4, row), str(seat),
                       name_f, TEXT, Qt.AlignmentFlag.AlignRight)

    def _paint_tables(self, p, m, page: Page) -> None:
        px = m.name_px
        row = round(px * 1.3)
        col_w, gap = self._columns(m, page)
        head_f, name_f, seat_f = m.font(px, True), m.font(px), m.font(round(px * 0.8))
        for (col, at, table, seats), each in zip(page.items, page.places):
            x = m.area.left() + col * (col_w + gap)
            y = m.area.top() + at * row
            p.fillRect(QRect(x, y, col_w, row), STRIPE)
            self._text(p, QRect(x + 6, y, col_w - 12, row),
                       self.tr("Table {table}").format(table=table),
                       head_f, ACCENT)
            y += row
            for (seat, name), n in zip(seats, each):
                self._text(p, QRect(x + 6, y, round(px * 1.6), row), str(seat), seat_f, DIM)
                self._name(p, QRect(x + 6 + round(px * 1.8), y,
                                    col_w - 12 - round(px * 1.8), row * n), name, name_f)
                y += row * n

    def _paint_standings(self, p, m, page: Page) -> None:
        row = round(m.name_px * 1.3)
        col_w, gap = self._columns(m, page)
        name_f, pts_f = m.font(m.name_px), m.font(m.name_px, True)
        rank_w, pts_w = standings_columns(m.name_px)
        stripe = {}
        for (rank, name, pts), (c, r, n) in zip(page.items, page.places):
            x = m.area.left() + c * (col_w + gap)
            top = m.area.top() + row * r
            stripe[c] = not stripe.get(c, True)
            if stripe[c]:
                p.fillRect(QRect(x, top, col_w, row * n), STRIPE)
            self._text(p, QRect(x, top, rank_w - 8, row), rank, name_f, DIM,
                       Qt.AlignmentFlag.AlignRight)
            self._name(p, QRect(x + rank_w, top, col_w - rank_w - pts_w, row * n), name, name_f)
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
            self._name(p, QRect(m.area.left() + lead_w, top, w - lead_w - tail_w, row), name,
                       name_f)
            self._text(p, QRect(m.narrow.right() - tail_w, top, tail_w - 8, row), tail, num_f,
                       ACCENT, Qt.AlignmentFlag.AlignRight)

    def _paint_welcome(self, p, m, page: Page) -> None:
        self._text(p, m.narrow, self.tr("{n} players registered \u00b7 the seating follows")
                   .format(n=self.data.registered), m.font(m.name_px * 2, True), TEXT,
                   Qt.AlignmentFlag.AlignHCenter)
