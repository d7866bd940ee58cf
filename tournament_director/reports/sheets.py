"""Table score sheets: one page per table, filled in at the table and signed by its players."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import KeepInFrame, PageBreak, Paragraph, Spacer, Table, TableStyle

from ._base import (LIGHT, TA_CENTER, TA_RIGHT, Ctx, aligned, build_pdf, clean,
                    fmt_signed, frame_height, frame_width, sized, styles, who_club, who_player)

ROW_HEIGHT = 36  # room to write a score by hand


def _item_value(item: dict) -> str:
    if item.get("kind") == "yesno":
        yes, no = fmt_signed(int(item.get("yes", 0))), fmt_signed(int(item.get("no", 0)))
        return f"yes {yes} / no {no}"
    return f"{fmt_signed(int(item.get('per_unit', 0)))} each"


class _SheetMaker:
    """Styles and column widths worked out once for all the sheets of one game."""

    def __init__(self, ctx: Ctx, event: dict, seating: dict):
        self.ctx = ctx
        self.event = event
        self.seating = seating
        st = self.st = styles()
        self.width = frame_width(event)
        self.height = frame_height(event)
        self.fields = list(event.get("result_fields") or [])
        competition = (event.get("mode") or "competition") == "competition"
        self.items = list(event.get("table_point_items") or []) if competition else []
        # columns: seat, no., name, result fields..., place, initials
        fixed = 40 + 42 + 52 + 80
        field_w = 78.0
        name_w = self.width - fixed - field_w * len(self.fields)
        if name_w < 150 and self.fields:
            field_w = max(40.0, (self.width - fixed - 150) / len(self.fields))
            name_w = self.width - fixed - field_w * len(self.fields)
        self.cols = [40, 42, name_w] + [field_w] * len(self.fields) + [52, 80]
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
        game = seating.get("game")
        games = event.get("games")
        self.game_text = f"Game {game} of {games}" if games else f"Game {game}"
        self.label = clean(event.get("game_label"))
        self.event_name = clean(event.get("name"))
        self.header_row = (
            [Paragraph("Seat", self.s_thc), Paragraph("No.", self.s_thc),
             Paragraph("Player", self.s_th)]
            + [self.ctx.fit(f.get("label") or f.get("key") or "Result", self.s_thc,
                            field_w - 6) for f in self.fields]
            + [Paragraph("Place", self.s_thc), Paragraph("Initials", self.s_thc)])
        self.grid_style = TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
            ("BOX", (0, 0), (-1, -1), 1.4, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ])
        self.items_table = self._items_table() if self.items else None
        self.footer = self._footer()

    def _items_table(self) -> list:
        st = self.st
        cols = [self.width * 0.5, self.width * 0.22, self.width * 0.28]
        rows = [[Paragraph("Item (reported by the table)", self.s_th),
                 Paragraph("Points", self.s_thc),
                 Paragraph("Count, or circle yes / no", self.s_thc)]]
        for item in self.items:
            rows.append([
                self.ctx.fit(item.get("label") or item.get("key"), sized(st["cell"], 11),
                             cols[0] - 8),
                Paragraph(_item_value(item), aligned(sized(st["cell"], 11), TA_CENTER)),
                Paragraph("yes  /  no", self.s_hint) if item.get("kind") == "yesno" else "",
            ])
        table = Table(rows, colWidths=cols, rowHeights=[None] + [28] * len(self.items))
        table.setStyle(self.grid_style)
        return [Paragraph("Table points \u2013 the same for every player at this table",
                          self.s_h2), table]

    def _footer(self) -> list:
        st = self.st
        note = ("Write each player's result" if self.fields else "Write each player's place")
        note += (" and the place (1 = winner; players level share a place: 1, 2, 2, 4)."
                 if self.fields else " (1 = winner; players level share a place: 1, 2, 2, 4).")
        note += " Every player initials the sheet to confirm the result; then bring it to the " \
                "director's desk."
        remarks = Table([[Paragraph("Remarks", self.s_note)]], colWidths=[self.width],
                        rowHeights=[46])
        remarks.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                                     ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        desk = Table([[Paragraph("Entered by the director: ____________", st["small"]),
                       Paragraph("Time returned: ________", aligned(st["small"], TA_RIGHT))]],
                     colWidths=[self.width * 0.6, self.width * 0.4])
        desk.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        return [Spacer(1, 8), Paragraph(note, self.s_note), Spacer(1, 8), remarks,
                Spacer(1, 10), desk]

    def sheet(self, table: dict) -> list:
        ctx, st = self.ctx, self.st
        seats = sorted(table.get("players", []), key=lambda p: p.get("seat", 0))
        top = Table([[Paragraph(f"Table {table['table']}", self.s_big),
                      [Paragraph(self.game_text, self.s_game),
                       ctx.para(self.label, self.s_label) if self.label else Spacer(1, 1)]]],
                    colWidths=[self.width * 0.5, self.width * 0.5])
        top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        parts: list = [top, Spacer(1, 4),
                       ctx.fit(self.event_name, self.s_event, self.width,
                               who="The event name"),
                       Spacer(1, 8)]
        if seats:
            first = seats[0]
            label = Paragraph(
                f"Start player (drawn by lot): seat {first.get('seat')}, "
                f"no. {first.get('start_no')}", self.s_start)
            box = Table([[label], [ctx.fit(first.get("name"), sized(st["cell_b"], 15),
                                           self.width - 16, who=who_player(first))]],
                        colWidths=[self.width])
            box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.2, colors.black),
                                     ("BACKGROUND", (0, 0), (-1, -1), LIGHT),
                                     ("LEFTPADDING", (0, 0), (-1, -1), 8),
                                     ("TOPPADDING", (0, 0), (-1, -1), 3),
                                     ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
            parts += [box, Spacer(1, 12)]
        rows = [self.header_row]
        for player in seats:
            name_cell = [ctx.fit(player.get("name"), self.s_name, self.cols[2] - 8,
                                 who=who_player(player))]
            if clean(player.get("club")):
                name_cell.append(ctx.fit(player.get("club"), self.s_club, self.cols[2] - 8,
                                         who=who_club(player)))
            rows.append(
                [Paragraph(str(player.get("seat", "")), self.s_num),
                 Paragraph(str(player.get("start_no", "")), self.s_num), name_cell]
                + [Paragraph("yes  /  no", self.s_hint) if f.get("kind") == "yesno" else ""
                   for f in self.fields]
                + ["", ""])
        grid = Table(rows, colWidths=self.cols,
                     rowHeights=[None] + [ROW_HEIGHT] * len(seats))
        grid.setStyle(self.grid_style)
        parts += [grid, Spacer(1, 14)]
        if self.items_table:
            parts += self.items_table
        parts += self.footer
        return [KeepInFrame(self.width, self.height - 2, parts, mode="shrink")]


def sheets_story(ctx: Ctx, event: dict, seating: dict) -> list:
    maker = _SheetMaker(ctx, event, seating)
    story: list = []
    for index, table in enumerate(sorted(seating.get("tables", []), key=lambda t: t["table"])):
        if index:
            story.append(PageBreak())
        story += maker.sheet(table)
    return story


def table_sheets_pdf(path, event: dict, seating: dict, *, printed_at=None) -> list[str]:
    """One score sheet per table of game K; returns warnings."""
    ctx = Ctx()
    story = sheets_story(ctx, event, seating)
    return build_pdf(path, event, f"Table sheets, game {seating.get('game')}", story, ctx,
                     printed_at=printed_at)


__all__ = ["table_sheets_pdf"]
