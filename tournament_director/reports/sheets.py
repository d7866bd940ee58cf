"""Table score sheets: one page per table, filled in at the table and signed by its players."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table, TableStyle
from reportlab.rl_config import _FUZZ

from .. import qr
from ..formats import signed as format_signed
from ..i18n import _, pgettext
from .cells import Ctx, cell_style, cell_text, clean, who_club, who_player
from .document import OnePage, build_pdf, frame_height, frame_width
from .styles import LIGHT, aligned, sized, styles

ROW_HEIGHT = 36  # room to write a score by hand
QR_SIDE = 78  # points (2.75 cm): a phone reads it from arm's length
SEAT_QR = 46  # points (1.6 cm): each seat's own code, read from the seat
TOURNAMENT = "terravista-tournament"
TOURNAMENT_GAMES = 4  # Terravista tournament: 4 games in a row (3 at a table of 3)


def is_tournament(event: dict) -> bool:
    return event.get("game") == TOURNAMENT


def tournament_games(table_size: int) -> int:
    return 3 if table_size == 3 else TOURNAMENT_GAMES


def tournament_rules(table_size: int) -> str:
    """The Terravista tournament's rules printed on a table's sheet."""
    games = tournament_games(table_size)
    text = _("<b>{games} games in a row in Point Mode.</b> Write each game's score; the total "
             "decides the place; level totals are decided by the best single game.").format(
                 games=games) + " "
    if table_size == 2:
        text += _("<b>Maps:</b> after game 1 pass your map to the left (swap). After game 2 "
                  "discard the used maps; each player draws a random unused map for game 3, "
                  "then swap maps for game 4.")
    else:
        text += _("<b>Maps:</b> after each game pass your map to the player on your left.")
    return text


def _item_value(item: dict) -> str:
    if item.get("kind") == "yesno":
        yes, no = format_signed(int(item.get("yes", 0))), format_signed(int(item.get("no", 0)))
        return _("yes {yes} / no {no}").format(yes=yes, no=no)
    return _("{points} each").format(points=format_signed(int(item.get("per_unit", 0))))


class QrCode(Flowable):
    """A QR code as vector squares (one rectangle per run of dark modules), with its light
    edge of two modules."""

    def __init__(self, url: str, side: float):
        super().__init__()
        self.matrix = qr.matrix(url)
        self.side = side

    def wrap(self, availWidth, availHeight):  # noqa: N803 - reportlab's names
        return self.side, self.side

    def draw(self) -> None:
        module = self.side / (len(self.matrix) + 4)
        self.canv.setFillColor(colors.black)
        for r, start, length in qr.dark_runs(self.matrix):
            self.canv.rect((2 + start) * module, self.side - (2 + r + 1) * module,
                           length * module, module, stroke=0, fill=1)


class _SheetMaker:
    """Styles, column widths and everything the same on every sheet, made once for all the
    sheets of one game (flowables shared by the pages are wrapped and drawn page by page)."""

    def __init__(self, ctx: Ctx, event: dict, seating: dict, entry_links=None,
                 seat_links=None):
        self.ctx = ctx
        self.event = event
        self.seating = seating
        self.entry_links = entry_links or {}  # table -> its page's address (serve --entry)
        self.seat_links = seat_links or {}  # (table, start no.) -> that player's page
        st = self.st = styles()
        self.width = frame_width(event, wide=is_tournament(event))
        self.height = frame_height(event, wide=is_tournament(event))
        competition = (event.get("mode") or "competition") == "competition"
        self.items = list(event.get("table_point_items") or []) if competition else []
        self.tournament = is_tournament(event)
        if self.tournament:  # a column per game, the total and the best game
            self.fields = [{"key": f"g{k}", "kind": "int",
                            "label": pgettext("match", "Game {game}").format(game=k)}
                           for k in range(1, TOURNAMENT_GAMES + 1)]
            self.fields += [{"key": "total", "label": _("Total"), "kind": "int"},
                            {"key": "best", "label": _("Best game"), "kind": "int"}]
        else:
            self.fields = list(event.get("result_fields") or [])
        last = bool(event.get("games")) and seating.get("game") == event.get("games")
        self.tiebreaks = list(event.get("tiebreak_items") or []) if last and competition \
            else []
        # columns: seat, no., name, result fields..., place, initials
        seat_w = 40 + (SEAT_QR + 6 if self.seat_links else 0)  # the seat, its own code
        fixed = seat_w + 42 + 52 + 80
        field_w = 78.0 if not self.tournament else 62.0
        name_w = self.width - fixed - field_w * len(self.fields)
        if name_w < 150 and self.fields:
            field_w = max(40.0, (self.width - fixed - 150) / len(self.fields))
            name_w = self.width - fixed - field_w * len(self.fields)
        self.cols = [seat_w, 42, name_w] + [field_w] * len(self.fields) + [52, 80]
        self.s_big = sized(st["title"], 34)
        self.s_game = aligned(sized(st["title"], 20), TA_RIGHT)
        self.s_label = aligned(sized(st["subtitle"], 11), TA_RIGHT)
        self.s_event = sized(st["cell_b"], 14)
        self.s_start = sized(st["cell"], 13)
        self.s_name = sized(st["cell"], 13)
        self.s_club = sized(st["small"], 8.5)
        self.s_num = aligned(sized(st["cell"], 13), TA_CENTER)
        self.s_th = sized(st["th"], 9)
        self.s_thc = aligned(sized(st["th"], 9), TA_CENTER)
        self.s_hint = aligned(sized(st["small"], 10), TA_CENTER)
        self.s_note = sized(st["small"], 8.5)
        self.s_h2 = sized(st["h2"], 12)
        self.s_rules = sized(st["body"], 9.5)
        game = seating.get("game")
        games = event.get("games")
        self.game_text = (_("Game {game} of {total}").format(game=game, total=games) if games
                          else _("Game {game}").format(game=game))
        self.label = clean(event.get("game_label"))
        self.event_name = clean(event.get("name"))
        # the same on every sheet
        self.top_right = [Paragraph(self.game_text, self.s_game),
                          ctx.para(self.label, self.s_label) if self.label else Spacer(1, 1)]
        self.top_style = TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                     ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                     ("RIGHTPADDING", (0, 0), (-1, -1), 0)])
        self.box_style = TableStyle([("BOX", (0, 0), (-1, -1), 1.2, colors.black),
                                     ("BACKGROUND", (0, 0), (-1, -1), LIGHT),
                                     ("LEFTPADDING", (0, 0), (-1, -1), 8),
                                     ("TOPPADDING", (0, 0), (-1, -1), 3),
                                     ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
                                    + cell_style((0, 0), (0, 0), self.s_start))
        cols, fields = self.cols, len(self.fields)

        def head(text, style, col):
            return cell_text(text, style, cols[col] - 8)

        self.header_row = (
            [head(_("Seat"), self.s_thc, 0), head(_("No."), self.s_thc, 1),
             head(_("Name"), self.s_th, 2)]
            + [self.ctx.fit(f.get("label") or f.get("key") or "Result", self.s_thc,
                            field_w - 6) for f in self.fields]
            + [head(_("Place"), self.s_thc, -2), head(_("Initials"), self.s_thc, -1)])
        self.field_cells = [cell_text(_("yes / no"), self.s_hint, field_w - 8)
                            if f.get("kind") == "yesno" else "" for f in self.fields]
        grid = [
            ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
            ("BOX", (0, 0), (-1, -1), 1.4, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ]
        players_text = (cell_style((0, 0), (1, 0), self.s_thc)
                        + cell_style((2, 0), (2, 0), self.s_th)
                        + cell_style((-2, 0), (-1, 0), self.s_thc)
                        + cell_style((0, 1), (1, -1), self.s_num))
        if fields:
            players_text += cell_style((3, 1), (2 + fields, -1), self.s_hint)
        self.players_style = TableStyle(grid + players_text)
        self.grid_commands = grid
        # landscape tournament sheets: tie-break boxes and table points side by side
        self.side_by_side = self.tournament and bool(self.items) and bool(self.tiebreaks)
        self.half = (self.width - 12) / 2 if self.side_by_side else self.width
        self.items_table = self._items_table(grid) if self.items else None
        self.footer = self._footer()

    def _items_table(self, grid: list) -> list:
        st = self.st
        width = self.half
        cols = [width * 0.5, width * 0.22, width * 0.28]
        s_value = aligned(sized(st["cell"], 11), TA_CENTER)
        rows = [[cell_text(_("Item (reported by the table)"), self.s_th, cols[0] - 8),
                 cell_text(_("Points"), self.s_thc, cols[1] - 8),
                 cell_text(_("Count, or circle yes / no"), self.s_thc, cols[2] - 8)]]
        heights: list = [None]
        for item in self.items:
            label = self.ctx.fit(item.get("label") or item.get("key"), sized(st["cell"], 11),
                                 cols[0] - 8, max_lines=2, min_size=8)
            value = self.ctx.fit(_item_value(item), s_value, cols[1] - 8, max_lines=2,
                                 min_size=8)
            heights.append(max(24 if self.tournament else 28,
                               label.wrap(cols[0] - 8, 1000)[1] + 7,
                               value.wrap(cols[1] - 8, 1000)[1] + 7))
            rows.append([
                label,
                value,
                cell_text(_("yes / no"), self.s_hint, cols[2] - 8)
                if item.get("kind") == "yesno" else "",
            ])
        table = Table(rows, colWidths=cols, rowHeights=heights)
        table.setStyle(TableStyle(
            grid + cell_style((0, 0), (0, 0), self.s_th)
            + cell_style((1, 0), (2, 0), self.s_thc)
            + cell_style((1, 1), (1, -1), s_value) + cell_style((2, 1), (2, -1), self.s_hint)))
        return [Paragraph(_("Table points \u2013 the same for every player at this table"),
                          self.s_h2), table]

    def _tiebreak_boxes(self, seats: list) -> list:
        """The last game: boxes for the final tie-break values the rules collect now."""
        ctx, st = self.ctx, self.st
        n = len(self.tiebreaks)
        box_w = min(120.0, (self.half - 42 - 130) / n)
        name_w = self.half - 42 - box_w * n
        rows = [[cell_text(_("No."), self.s_thc, 34), cell_text(_("Name"), self.s_th, name_w - 8)]
                + [ctx.fit(t.get("label") or t.get("key"), self.s_thc, box_w - 6)
                   for t in self.tiebreaks]]
        heights: list = [None]
        for player in seats:
            name = ctx.fit(player.get("name"), sized(st["cell"], 10), name_w - 8,
                           who=who_player(player), max_lines=2, min_size=7)
            heights.append(max(22.0 if self.tournament else 24.0,
                               name.wrap(name_w - 8, 1000)[1] + 7))
            rows.append([cell_text(str(player.get("start_no", "")), self.s_num, 34), name]
                        + [cell_text(_("yes / no"), self.s_hint, box_w - 8)
                           if t.get("kind") == "yesno" else "" for t in self.tiebreaks])
        table = Table(rows, colWidths=[42, name_w] + [box_w] * n, rowHeights=heights)
        table.setStyle(TableStyle(self.grid_commands
                                  + cell_style((0, 0), (0, 0), self.s_thc)
                                  + cell_style((1, 0), (1, 0), self.s_th)
                                  + cell_style((0, 1), (0, -1), self.s_num)
                                  + cell_style((2, 1), (-1, -1), self.s_hint)))
        return [Paragraph(_("Final tie-breaks \u2013 after this last game, write each "
                            "player's values"), self.s_h2), table, Spacer(1, 10)]

    def _footer(self) -> list:
        st = self.st
        note = (_("Write each player's result and the place (1 = winner; players level share "
                  "a place: 1, 2, 2, 4).") if self.fields else
                _("Write each player's place (1 = winner; players level share a place: "
                  "1, 2, 2, 4)."))
        note += " " + _("Every player initials the sheet to confirm the result; then bring it "
                        "to the director's desk.")
        remarks = Table([[cell_text(_("Remarks"), self.s_note, self.width - 12)]],
                        colWidths=[self.width], rowHeights=[30 if self.tournament else 46])
        remarks.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
                                    + cell_style((0, 0), (0, 0), self.s_note)))
        s_right = aligned(st["small"], TA_RIGHT)
        desk = Table([[cell_text(_("Entered by the director: ____________"), st["small"],
                                  self.width * 0.6),
                       cell_text(_("Time returned: ________"), s_right, self.width * 0.4)]],
                     colWidths=[self.width * 0.6, self.width * 0.4])
        desk.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0)]
                                 + cell_style((0, 0), (0, 0), st["small"])
                                 + cell_style((1, 0), (1, 0), s_right)))
        return [Spacer(1, 8), Paragraph(note, self.s_note), Spacer(1, 8), remarks,
                Spacer(1, 10), desk]

    def sheet(self, table: dict) -> list:
        ctx, st = self.ctx, self.st
        seats = sorted(table.get("players", []), key=lambda p: p.get("seat", 0))
        top = Table([[Paragraph(_("Table {table}").format(table=table["table"]), self.s_big),
                      self.top_right]],
                    colWidths=[self.width * 0.5, self.width * 0.5])
        top.setStyle(self.top_style)
        parts: list = [top, Spacer(1, 10)]  # the event's name is in the page header
        if seats:
            first = seats[0]
            label = cell_text(
                _("Start player (drawn by lot): seat {seat}, no. {no}").format(
                    seat=first.get("seat"), no=first.get("start_no")),
                self.s_start, self.width - 14)
            if self.tournament:  # landscape: label and name on one line
                label = cell_text(
                    _("Start player (drawn by lot): seat {seat}, no. {no}").format(
                        seat=first.get("seat"), no=first.get("start_no")),
                    self.s_start, self.width * 0.42 - 10)
                box = Table([[label, ctx.fit(first.get("name"), sized(st["cell_b"], 14),
                                             self.width * 0.58 - 12, who=who_player(first),
                                             max_lines=2, min_size=9)]],
                            colWidths=[self.width * 0.42, self.width * 0.58])
            else:
                box = Table([[label], [ctx.fit(first.get("name"), sized(st["cell_b"], 15),
                                               self.width - 16, who=who_player(first))]],
                            colWidths=[self.width])
            box.setStyle(self.box_style)
            parts += [box, Spacer(1, 8 if self.tournament else 12)]
        rows = [self.header_row]
        heights = [None]
        name_w = self.cols[2] - 8
        field_cells = self.field_cells
        unplayed = TOURNAMENT_GAMES - tournament_games(len(seats)) if self.tournament else 0
        if unplayed:  # a table of 3 plays 3 games: the last game column is crossed out
            field_cells = list(field_cells)
            for k in range(TOURNAMENT_GAMES - unplayed, TOURNAMENT_GAMES):
                field_cells[k] = cell_text("\u2013", self.s_hint, self.cols[3 + k] - 8)
        row_height = 30 if self.tournament else ROW_HEIGHT
        if self.seat_links:  # room for each seat's own code
            row_height = max(row_height, SEAT_QR + 6)
        for player in seats:
            # every cell fits its text: name and club wrap (the name never smaller than the
            # club; a long word breaks after its hyphens), and the row grows past the
            # writing height when they need more room
            name_cell = self._name_cell(player, name_w, tight=False)
            need = sum(f.wrap(name_w, 1000)[1] for f in name_cell) + 7
            heights.append(max(row_height, need))
            rows.append(
                [self._seat_cell(player, self.seat_links.get((table["table"],
                                                              player.get("start_no")))),
                 cell_text(str(player.get("start_no", "")), self.s_num, self.cols[1] - 8),
                 name_cell] + field_cells + ["", ""])
        grid = self._grid(rows, heights, unplayed)
        parts += [grid, Spacer(1, 10)]
        if self.tournament:
            parts.append(Paragraph(tournament_rules(len(seats)), self.s_rules))
            parts.append(Spacer(1, 10))
        if self.side_by_side:
            pair = Table([[self._tiebreak_boxes(seats), self.items_table]],
                         colWidths=[self.half + 12, self.half])
            pair.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                      ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                      ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                      ("TOPPADDING", (0, 0), (-1, -1), 0),
                                      ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
            parts += [pair, Spacer(1, 6)]
        else:
            if self.tiebreaks:
                parts += self._tiebreak_boxes(seats)
            if self.items_table:
                parts += self.items_table
        parts += self.footer
        link = self.entry_links.get(table["table"])
        if link:
            parts += self._entry_band(link)
        over = (self._height(parts) - (self.height - 2)
                if any(h > row_height for h in heights[1:]) else 0.0)
        if over > 0:
            # rows grown for long names push the sheet past its page: the tallest of them
            # keep to their writing height (smaller names) rather than the page shrinking
            for r in sorted(range(1, len(rows)), key=lambda r: -heights[r]):
                if over <= 0 or heights[r] <= row_height:
                    break
                rows[r][2] = self._name_cell(seats[r - 1], name_w, tight=True)
                need = max(row_height, sum(f.wrap(name_w, 1000)[1] for f in rows[r][2]) + 7)
                over -= heights[r] - need
                heights[r] = need
            parts[parts.index(grid)] = grid = self._grid(rows, heights, unplayed)
        return [OnePage(self.width, self.height - 2, parts)]

    def _seat_cell(self, player: dict, link: str | None):
        """The seat's number, and beside it that player's own code while entry is on."""
        number = cell_text(str(player.get("seat", "")), self.s_num, 32)
        if not link:
            return number
        cell = Table([[number, QrCode(link, SEAT_QR)]], colWidths=[34, SEAT_QR + 2])
        cell.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                  ("TOPPADDING", (0, 0), (-1, -1), 0),
                                  ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]
                                 + cell_style((0, 0), (0, 0), self.s_num)))
        return cell

    def _entry_band(self, url: str) -> list:
        """The table's own page (results from the tables): its QR code and address."""
        text_w = self.width - QR_SIDE - 12
        text = Paragraph(
            _("<b>Send this table's result from a phone:</b> scan the code (or open the "
              "address below) in the hall's Wi-Fi, enter the result and send it. It counts "
              "once the director has checked it.") + (
                  " " + _("Or scan the code beside your seat: the result is then sent as "
                          "yours.") if self.seat_links else "") + "<br/>"
            + self.ctx.markup(url, self.s_note.fontName), self.s_note)
        band = Table([[QrCode(url, QR_SIDE), text]], colWidths=[QR_SIDE + 12, text_w])
        band.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                  ("TOPPADDING", (0, 0), (-1, -1), 0),
                                  ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        return [Spacer(1, 8), band]

    def _name_cell(self, player: dict, name_w: float, tight: bool) -> list:
        """The name (and the club below it) of a sheet's row; `tight`: within the row's
        writing height, the name on up to two lines, the club on one."""
        ctx = self.ctx
        name_cell = [ctx.fit(player.get("name"), self.s_name, name_w, who=who_player(player),
                             max_lines=2, min_size=0 if tight else 10)]
        if clean(player.get("club")):  # never larger than the name
            s_club = sized(self.s_club, min(self.s_club.fontSize, name_cell[0].style.fontSize))
            name_cell.append(ctx.fit(player.get("club"), s_club, name_w,
                                     who=who_club(player), max_lines=1 if tight else 2,
                                     min_size=0 if tight else min(7, s_club.fontSize)))
        return name_cell

    def _grid(self, rows: list, heights: list, unplayed: int) -> Table:
        grid = Table(rows, colWidths=self.cols, rowHeights=heights)
        grid.setStyle(self.players_style)
        if unplayed:
            first = 3 + TOURNAMENT_GAMES - unplayed
            grid.setStyle(TableStyle([("BACKGROUND", (first, 1), (2 + TOURNAMENT_GAMES, -1),
                                       LIGHT)]))
        return grid

    def _height(self, parts: list) -> float:
        """The height `parts` take on the page (as OnePage measures it)."""
        total = space_after = 0.0
        for f in parts:
            _w, h = f.wrap(self.width, 0xfffffff)
            if h <= _FUZZ:
                continue
            total += h + (max(f.getSpaceBefore() - space_after, 0) if total else 0)
            space_after = f.getSpaceAfter()
            total += space_after
        return total - space_after


def sheets_story(ctx: Ctx, event: dict, seating: dict, entry_links=None,
                 seat_links=None) -> list:
    maker = _SheetMaker(ctx, event, seating, entry_links, seat_links)
    story: list = []
    for index, table in enumerate(sorted(seating.get("tables", []), key=lambda t: t["table"])):
        if index:
            story.append(PageBreak())
        story += maker.sheet(table)
    return story


def table_sheets_pdf(path, event: dict, seating: dict, *, printed_at=None,
                     entry_links: dict | None = None,
                     seat_links: dict | None = None) -> list[str]:
    """One score sheet per table of game K; returns warnings. `entry_links`: {table: its
    page's address} while the tables send their results (each sheet carries its QR code);
    `seat_links`: {(table, start no.): that player's page} (its code beside the seat)."""
    ctx = Ctx()
    story = sheets_story(ctx, event, seating, entry_links, seat_links)
    title = _("Table sheets, game {game}").format(game=seating.get("game"))
    return build_pdf(path, event, title, story, ctx,
                     printed_at=printed_at, wide=is_tournament(event))


__all__ = ["table_sheets_pdf"]
