"""The seating list for one game: alphabetical (for the wall) and by table."""

from __future__ import annotations

from collections import Counter

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import PageBreak, Paragraph, Table, TableStyle

from ..collation import sort_by_name
from ..formats import count
from ..i18n import _, ngettext
from .cells import Ctx, KeepTailTable, cell_style, cell_text, clean, who_club, who_player
from .document import build_pdf, frame_width
from .styles import LIGHT, RULE, aligned, sized, styles


def sizes_text(sizes: list[int]) -> str:
    """"218 tables of 4, 4 of 3": the table sizes summarised, most common first."""
    counts = sorted(Counter(sizes).items(), key=lambda kv: (-kv[1], -kv[0]))
    parts = []
    for i, (size, n) in enumerate(counts):
        if i == 0:
            parts.append(ngettext("{n} table of {size}", "{n} tables of {size}", n).format(
                n=n, size=size))
        else:
            parts.append(_("{n} of {size}").format(n=n, size=size))
    return ", ".join(parts)


def _players(seating: dict) -> list[tuple[int, dict]]:
    rows = []
    for table in seating.get("tables", []):
        for player in table.get("players", []):
            rows.append((table["table"], player))
    return rows


def seating_story(ctx: Ctx, event: dict, seating: dict) -> list:
    st = styles()
    game = seating.get("game")
    width = frame_width(event)
    tables = sorted(seating.get("tables", []), key=lambda t: t["table"])
    players = _players(seating)
    sizes = sizes_text([len(t.get("players", [])) for t in tables])
    total_games = event.get("games")
    game_text = (_("game {game} of {total}").format(game=game, total=total_games)
                 if total_games else _("game {game}").format(game=game))

    story: list = [
        Paragraph(_("Seating \u2013 {game}").format(game=game_text.capitalize()),
                  sized(st["title"], 24)),
        Paragraph(_("{players} at {sizes}. Find your name: it tells your table and your "
                    "seat. Seat 1 is the start player.").format(
                        players=count(len(players), "player"), sizes=sizes), st["subtitle"]),
    ]
    if seating.get("only_tables"):  # printed again after moves, swaps or no-shows
        story.append(Paragraph(_("Printed again for the tables changed since the seating: "
                                 "{tables}.").format(tables=", ".join(
                                     map(str, seating["only_tables"]))), st["subtitle"]))

    # --- alphabetical: the name first, then table and seat -----------------------------------
    name_style = sized(st["cell"], 14)
    big = sized(st["cell_b"], 17)
    big_c = sized(st["cell_c"], 14)
    head = sized(st["th"], 10)
    head_c = sized(st["th_c"], 10)
    # No. before Name, as on every report
    cols = [48, width - 48 - 75 - 60, 75, 60]
    pad = 6
    # plain strings where a paragraph of one line would print the same (see cell_text)
    s_table, s_start_no = aligned(big, TA_CENTER), sized(st["cell_c"], 11)
    inner = [c - 2 * pad for c in cols]
    data = [[cell_text(_("No."), head_c, inner[0]), cell_text(_("Name"), head, inner[1]),
             cell_text(_("Table"), head_c, inner[2]), cell_text(_("Seat"), head_c, inner[3])]]
    ordered = sort_by_name(players, lambda tp: tp[1].get("name"), event.get("name_order") or "name",
                           lambda tp: tp[1].get("start_no"))
    for table_no, player in ordered:
        data.append([
            cell_text(str(player.get("start_no", "")), s_start_no, inner[0]),
            ctx.fit(player.get("name"), name_style, inner[1], who=who_player(player)),
            cell_text(str(table_no), s_table, inner[2]),
            cell_text(str(player.get("seat", "")), big_c, inner[3]),
        ])
    table = KeepTailTable(data, colWidths=cols, repeatRows=1)
    table.setStyle(TableStyle(  # the font of the cells that are plain strings, then the rest
        cell_style((0, 0), (0, 0), head_c) + cell_style((1, 0), (1, 0), head)
        + cell_style((2, 0), (-1, 0), head_c)
        + cell_style((0, 1), (0, -1), s_start_no) + cell_style((2, 1), (2, -1), s_table)
        + cell_style((3, 1), (3, -1), big_c) + [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), pad),
        ("RIGHTPADDING", (0, 0), (-1, -1), pad),
        ("TOPPADDING", (0, 1), (-1, -1), 4),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 4),
        ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.4, RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, LIGHT]),
    ]))
    story.append(table)

    # --- by table ----------------------------------------------------------------------------
    story += [PageBreak(),
              Paragraph(_("Seating by table \u2013 {game}").format(
                  game=game_text.capitalize()),
                        sized(st["title"], 24)),
              Paragraph(_("Players in seat order; seat 1 (drawn by lot) is the start player."),
                        st["subtitle"])]
    # three tables side by side (two on a narrow page): 12 tables of 4 to a page, not 8
    per_row = 3 if width >= 480 else 2
    gap = 10
    block_w = (width - gap * (per_row - 1)) / per_row
    tcols = [30, 30, block_w - 60]
    s_seat = sized(st["cell"], 10.5)
    s_no = aligned(sized(st["cell"], 10.5), TA_CENTER)
    s_name = sized(st["cell"], 11)
    s_club = sized(st["small"], 7)
    s_head = sized(st["h2"], 14)
    s_th_c = aligned(st["th"], TA_CENTER)
    block_style = TableStyle(
        cell_style((0, 1), (0, 1), st["th"]) + cell_style((1, 1), (1, 1), s_th_c)
        + cell_style((2, 1), (2, 1), st["th"]) + cell_style((0, 2), (0, -1), s_seat)
        + cell_style((1, 2), (1, -1), s_no) + [
        ("SPAN", (0, 0), (-1, 0)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("LEFTPADDING", (0, 1), (1, -1), 3),
        ("RIGHTPADDING", (0, 1), (1, -1), 2),
        ("TOPPADDING", (0, 2), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 2), (-1, -1), 3),
        ("LINEBELOW", (0, 1), (-1, 1), 0.9, colors.black),
        ("LINEBELOW", (0, 2), (-1, -1), 0.4, RULE),
        ("BOX", (0, 1), (-1, -1), 0.9, colors.black),
        ("BACKGROUND", (0, 2), (-1, 2), LIGHT),
    ])
    head_row = [cell_text(_("Seat"), st["th"], tcols[0] - 8),
                cell_text(_("No."), s_th_c, tcols[1] - 8),
                cell_text(_("Name"), st["th"], tcols[2] - 8)]
    blocks = []
    for t in tables:
        seats = sorted(t.get("players", []), key=lambda p: p.get("seat", 0))
        rows = [[Paragraph(_("Table {table}").format(table=t["table"])
                           + " <font size=10 color='#555555'>"
                           f"\u00b7 {count(len(seats), 'player')}</font>", s_head), "", ""],
                list(head_row)]
        for player in seats:
            seat = player.get("seat")
            cell = [ctx.fit(player.get("name"), s_name, tcols[2] - 8, who=who_player(player),
                            max_lines=2, min_size=8)]
            if clean(player.get("club")):
                cell.append(ctx.fit(player.get("club"), s_club, tcols[2] - 8,
                                    who=who_club(player), max_lines=2, min_size=6))
            if seat == 1:
                seat_cell = [Paragraph(str(seat), s_seat),
                             Paragraph(_("start"), sized(st["small"], 6.5))]
            else:
                seat_cell = cell_text(str(seat), s_seat, tcols[0] - 5)
            rows.append([seat_cell,
                         cell_text(str(player.get("start_no", "")), s_no, tcols[1] - 5), cell])
        block = Table(rows, colWidths=tcols)
        block.setStyle(block_style)
        blocks.append(block)
    rows_of_blocks = [blocks[k:k + per_row] + [""] * (per_row - len(blocks[k:k + per_row]))
                      for k in range(0, len(blocks), per_row)]
    if rows_of_blocks:
        layout = KeepTailTable(rows_of_blocks, colWidths=[block_w + gap] * (per_row - 1)
                               + [block_w], min_tail=2)
        layout.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                    ("RIGHTPADDING", (0, 0), (-1, -1), gap),
                                    ("RIGHTPADDING", (-1, 0), (-1, -1), 0),
                                    ("BOTTOMPADDING", (0, 0), (-1, -1), 9)]))
        story.append(layout)
    return story


def seating_pdf(path, event: dict, seating: dict, *, printed_at=None) -> list[str]:
    """The seating list for game K (alphabetical, then by table); returns warnings."""
    ctx = Ctx()
    story = seating_story(ctx, event, seating)
    return build_pdf(path, event, _("Seating, game {game}").format(game=seating.get("game")),
                     story, ctx,
                     printed_at=printed_at)


__all__ = ["seating_pdf"]
