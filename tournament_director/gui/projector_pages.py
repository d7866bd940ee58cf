"""The projector's pages at a window's size (gui/projector.py paints them): find your table,
the tables, the standings and the prize winners, each name with room to be read whole (a
long one on two rows), and the order they cycle in: while a game is played, every page of
find your table comes round within a minute, whatever else is shown between."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QFont, QFontMetrics

from ..collation import range_label, sort_text
from .hall_data import KINDS, HallData

PAGE_SECONDS = 10
# After a seating, until the game's first result: only "Find your table", and every name on
# the screen within a minute: the names as large as 6 pages allow (1/30 of the height when
# they fit; at 1,000 players smaller, down to 1/60), in more, narrower columns. Later in the
# game the find pages come round within that minute between the other pages.
FIND_SECONDS = 60
FIND_PAGES = FIND_SECONDS // PAGE_SECONDS
FIND_PAGES_IN_PLAY = 3  # later in the game: at most half the minute, if the names fit
LEAST_SECONDS = 6  # a find page shows at least this long (more pages: shorter, see seconds)
FIND_LEAST = 60  # the smallest find-your-table names: 1/60 of the height
FIND_COLUMN_EM = 14  # a find-your-table column: 14 name heights wide at least
LINE = 1.3  # a row: 1.3 name heights
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


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
    # where each item goes: find and standings (column, row, rows it takes); tables the
    # rows each seat takes
    places: list = field(default_factory=list)


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

    def column_width(self, columns: int, gap: int) -> int:
        return (self.area.width() - gap * (columns - 1)) // columns


def head_font(px: int) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(px * 0.55)))
    f.setBold(True)
    return f


def find_columns(px: int, col_w: int, heads: tuple[str, str]) -> tuple[int, int]:
    """The widths of a find-your-table column's table and seat numbers: as wide as their
    heads (in the window's language: "Tafel", "Stoel"), with a gap before each."""
    fm = QFontMetrics(head_font(px))
    gap = max(4, round(px * 0.4))
    table_w = max(round(px * 2.4), fm.horizontalAdvance(heads[0]) + gap)
    seat_w = max(round(px * 1.6), fm.horizontalAdvance(heads[1]) + gap)
    return min(table_w, col_w // 3), min(seat_w, col_w // 4)


def find_heads() -> tuple[str, str]:
    return (translate("ProjectorWindow", "Table"), translate("ProjectorWindow", "Seat"))


# -- names whole --------------------------------------------------------------------------
class Widths:
    """Names' widths at 100 px (a name at px pixels is px/100 of it, within a pixel); kept
    between pages (names change rarely)."""

    kept: dict[str, int] = {}

    def __init__(self):
        self.fm = QFontMetrics(Metrics(100, 100, False).font(100))
        if len(self.kept) > 50_000:
            self.kept.clear()

    def rows(self, name: str, px: int, room: int) -> int:
        """Rows of a name at `px` in `room` pixels: 1, or 2 when it does not fit on one."""
        width = self.kept.get(name)
        if width is None:
            width = self.kept[name] = self.fm.horizontalAdvance(name)
        return 1 if width * px / 100 + 2 <= room else 2


def wrap(text: str, fm: QFontMetrics, width: int, most: int) -> list[str] | None:
    """`text` on at most `most` lines of `width` pixels, broken between words or after a
    hyphen (inside a word too long for a line, where it must); None if it needs more."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        for k, part in enumerate(re.findall(r"[^-]+-?|-", word)):  # "Hohenzollern-", ...
            joined = line + (" " if line and k == 0 else "") + part
            if fm.horizontalAdvance(joined) <= width:
                line = joined
                continue
            if line:
                lines.append(line)
            line = ""
            for ch in part:  # wider than the line: broken where it must be
                if fm.horizontalAdvance(line + ch) > width and line:
                    lines.append(line)
                    line = ""
                line += ch
    if line or not lines:
        lines.append(line)
    return lines if len(lines) <= most else None


def fit_name(text: str, font: QFont, width: int, height: int) -> tuple[QFont, list[str]]:
    """A name in a box of width x height, whole: on one line at `font`'s size if it fits (or
    a little smaller, to 85%), else on as many lines as the box holds, else smaller until
    it fits."""
    if QFontMetrics(font).horizontalAdvance(text) <= width:
        return font, [text]  # (most names)
    full = font.pixelSize()

    def at(px: int, most: int) -> tuple[QFont, list[str] | None]:
        f = QFont(font)
        f.setPixelSize(px)
        fm = QFontMetrics(f)
        return f, wrap(text, fm, max(1, width), most or max(1, height // fm.height()))

    for px in range(full, math.ceil(full * 0.85) - 1, -1):  # one line, a little smaller
        f, lines = at(px, 1)
        if lines is not None:
            return f, lines
    px = full
    while True:  # on the lines the box holds, smaller until it fits
        f, lines = at(px, 0)
        if lines is not None or px <= 8:
            return f, lines if lines is not None else [text]
        px = max(8, math.floor(px * 0.92))


def pack(rows_of: list[int], rows: int, columns: int, last: int) -> list[list[tuple]]:
    """Items of 1 or 2 rows into columns of `rows` rows (the last column of a page
    `last`), top to bottom, column after column: the pages, each a list of (item, column,
    row, rows it takes)."""
    pages: list[list[tuple]] = []
    page: list[tuple] = []
    col = row = 0
    for i, n in enumerate(rows_of):
        n = min(n, rows)
        while True:
            room = rows if col < columns - 1 else (last if columns > 1 else max(1, last))
            if row + n <= room or (row == 0 and room >= 1 and columns == 1):
                break
            col, row = col + 1, 0
            if col == columns:
                pages.append(page)
                page, col = [], 0
        page.append((i, col, row, n))
        row += n
    if page or not pages:
        pages.append(page)
    return pages


# -- the pages -----------------------------------------------------------------------------
def find_layout(m: Metrics, names: list[str], widths: Widths,
                most: int = FIND_PAGES) -> tuple[int, int, int, list]:
    """Find your table at this size for these names: (name px, rows, columns, the pages
    packed), the largest names with which they fit in `most` pages (never below 1/60 of
    the height; past that, more pages). A name too long for its column takes two rows."""
    least = min(m.name_px, max(12, math.ceil(m.h / FIND_LEAST)))
    heads = find_heads()
    for px in range(m.name_px, least - 1, -1):
        row = round(px * LINE)
        rows = max(1, (m.area.height() - row) // row)  # one row for the column heads
        cols = max(1, m.area.width() // (px * FIND_COLUMN_EM))
        if px > least and len(names) > rows * cols * most:
            continue  # more pages than `most` even if every name took one row
        col_w = m.column_width(cols, px)
        num_w, seat_w = find_columns(px, col_w, heads)
        room = col_w - num_w - seat_w - 8
        packed = pack([widths.rows(n, px, room) for n in names], rows, cols,
                      min(rows, m.rows_above_qr(row, 1)))
        if len(packed) <= most or px == least:
            return px, rows, cols, packed
    raise AssertionError("unreachable")


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


def in_play(data: HallData) -> bool:
    """A game seated and not complete: players still come looking for their table."""
    return bool(data.game) and data.tables_in < data.tables_total and bool(data.find) \
        and not data.final


def paginate(data: HallData, m: Metrics, kinds=tuple(KINDS)) -> list[Page]:
    """The pages for this data at this size, in the order they cycle; only the `kinds`
    chosen (find, tables, standings, prizes); find your table if none is left. After a
    seating, until the game's first result, find your table only; later in the game, the
    find pages between the others, each once a minute (see `interleave`)."""
    pages = _all_pages(data, m)
    find = [p for p in pages if p.kind == "find"]
    if "find" in kinds and seating_rush(data):
        return find
    chosen = [p for p in pages if (p.kind if p.kind != "top" else "standings") in kinds
              or p.kind == "welcome"]
    if not chosen:
        return find or pages
    if "find" in kinds and in_play(data):  # the top of the standings first between them
        others = [p for p in chosen if p.kind != "find"]
        return interleave(find, sorted(others, key=lambda p: p.kind != "top"))
    return chosen


def seconds(cycle: list[Page]) -> float:
    """How long each page of the cycle shows: PAGE_SECONDS, shorter when find your table
    alone needs more than a minute's pages (a small screen, many players), so that each
    still comes round within FIND_SECONDS (never under LEAST_SECONDS)."""
    if cycle and all(p.kind == "find" for p in cycle) and len(cycle) > FIND_PAGES:
        return max(LEAST_SECONDS, FIND_SECONDS / len(cycle))
    return PAGE_SECONDS


def interleave(find: list[Page], others: list[Page]) -> list[Page]:
    """The cycle in blocks of a minute: every find page in each block, at the same places,
    and the other pages in turn in the slots left (all of them shown once in the cycle)."""
    slots = FIND_PAGES
    if not others or len(find) >= slots:
        return find  # the minute is all theirs
    free = slots - len(find)
    at = {round(i * slots / len(find)) for i in range(len(find))}  # spread over the block
    cycle: list[Page] = []
    shown = 0
    while shown < len(others):
        finds = iter(find)
        for s in range(slots):
            if s in at:
                cycle.append(next(finds))
            else:
                cycle.append(others[shown % len(others)])
                shown += 1
    assert shown >= len(others) and free > 0
    return cycle


def _all_pages(data: HallData, m: Metrics) -> list[Page]:
    if not data.game:
        return [Page("welcome", translate("ProjectorWindow", "Welcome"), [],
                     translate("ProjectorWindow", "{n} players registered").format(
                         n=data.registered))]
    widths = Widths()
    game = translate("ProjectorWindow", "Game {game} of {total}").format(game=data.game,
                                                                         total=data.games)
    most = FIND_PAGES_IN_PLAY if in_play(data) and not seating_rush(data) else FIND_PAGES
    pages = _find_pages(data, m, widths, game, most) + _table_pages(data, m, widths, game) \
        + _standings_pages(data, m, widths)
    if data.prizes:
        pages.append(Page("prizes", translate("ProjectorWindow", "Prize winners"),
                          data.prizes, "", 1, len(data.prizes)))
    for p in pages:  # which of the pages of its kind
        same = [q for q in pages if q.kind == p.kind]
        if len(same) > 1:
            p.part = f"{next(i for i, q in enumerate(same) if q is p) + 1}/{len(same)}"
    return pages


def _find_pages(data: HallData, m: Metrics, widths: Widths, game: str,
                most: int) -> list[Page]:
    """Columns of (name, table, seat); the name range in the title."""
    find = data.find
    px, rows, cols, packed = find_layout(m, [f[0] for f in find], widths, most)
    pages = []
    for placed in packed:
        chunk = [find[i] for i, _c, _r, _n in placed]
        label = ""
        if chunk:
            start, end = placed[0][0], placed[-1][0] + 1

            def text(name):
                return sort_text(name, data.name_order)
            first = range_label(text(chunk[0][0]), text(find[start - 1][0]) if start else None)
            last = range_label(text(chunk[-1][0]),
                               text(find[end][0]) if end < len(find) else None)
            label = first if first == last else f"{first} \u2013 {last}"
        page = Page("find", translate("ProjectorWindow", "Find your table"), chunk, game,
                    cols, rows, label, px=px)
        page.places = [place[1:] for place in placed]
        pages.append(page)
    return pages


def _table_pages(data: HallData, m: Metrics, widths: Widths, game: str) -> list[Page]:
    """Blocks of a heading and the players in seat order, packed in columns; names as
    large as on the other pages (a long one on two rows)."""
    px = m.name_px
    trow = round(px * LINE)
    trows = max(2, m.area.height() // trow)
    tcols = max(1, m.area.width() // (px * 14))
    last_rows = min(trows, m.rows_above_qr(trow))  # the last column: above the QR code
    room = m.column_width(tcols, px) - 12 - round(px * 1.8)

    def limit(col):
        return last_rows if col == tcols - 1 else trows

    pages: list[Page] = []
    page: list = []
    lines: list = []
    col = used = 0
    for table, seats in data.tables:
        each = tuple(widths.rows(name, px, room) for _s, name in seats)
        need = sum(each) + 1
        # to the next column when the block does not fit; past the QR code's column too
        # when a whole column would hold it
        while (used and used + need > limit(col)) or (page and not used and tcols > 1
                                                      and need > limit(col) and need <= trows):
            col, used = col + 1, 0
            if col == tcols:
                pages.append(Page("tables", translate("ProjectorWindow", "Tables"), page,
                                  game, tcols, trows, places=lines))
                page, lines, col = [], [], 0
        page.append((col, used, table, seats))
        lines.append(each)
        used += need + (1 if used + need < trows else 0)  # a blank row between blocks
    if page:
        pages.append(Page("tables", translate("ProjectorWindow", "Tables"), page, game,
                          tcols, trows, places=lines))
    return pages


def _standings_pages(data: HallData, m: Metrics, widths: Widths) -> list[Page]:
    """The top large, then pages of the rest (a long name on two rows)."""
    if not data.standings:
        return []
    after = (translate("ProjectorWindow", "Final standings") if data.final
             else translate("ProjectorWindow", "Standings"))
    after_game = standings_subtitle(data)
    big = round(m.name_px * 1.35)
    top_n = max(1, min(10, m.area.height() // round(big * 1.35)))
    pages = [Page("top", after, data.standings[:top_n], after_game, 1, top_n)]
    rest = data.standings[top_n:]
    row = round(m.name_px * LINE)
    rows = max(1, (m.area.height() - row) // row)
    scols = max(1, m.area.width() // (m.name_px * 16))
    rank_w, pts_w = standings_columns(m.name_px)
    room = m.column_width(scols, m.name_px) - rank_w - pts_w
    packed = pack([widths.rows(name, m.name_px, room) for _r, name, _p in rest], rows, scols,
                  min(rows, m.rows_above_qr(row)))
    for placed in packed:
        if not placed:
            continue
        first, last = placed[0][0], placed[-1][0]
        page = Page("standings", after, [rest[i] for i, _c, _r, _n in placed], after_game,
                    scols, rows, f"{top_n + first + 1}\u2013{top_n + last + 1}")
        page.places = [place[1:] for place in placed]
        pages.append(page)
    return pages


def standings_columns(px: int) -> tuple[int, int]:
    """The widths of a standings page's rank ("12=") and points."""
    return round(px * 2.6), round(px * 3.2)
