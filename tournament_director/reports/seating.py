"""The seating list for one game: alphabetical (for the wall) and by table."""

from __future__ import annotations

import unicodedata

from reportlab.lib import colors
from reportlab.platypus import PageBreak, Paragraph, Table, TableStyle

from ._base import (LIGHT, RULE, TA_CENTER, Ctx, aligned, build_pdf, clean, frame_width,
                    sized, styles, who_club, who_player)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _sort_key(name: str, start_no) -> tuple:
    """Alphabetical as a person reads it: accents and case ignored, leading punctuation
    ("=SUM", "@handle", "<i>Ivy") skipped."""
    text = clean(name)
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", text)
                     if not unicodedata.combining(ch)).casefold()
    stripped = folded.lstrip("".join(ch for ch in folded if not ch.isalnum()))
    return (stripped or folded, folded, text, start_no if isinstance(start_no, int) else 0)


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
    sizes = ", ".join(str(len(t.get("players", []))) for t in tables)
    total_games = event.get("games")
    game_text = f"game {game} of {total_games}" if total_games else f"game {game}"

    story: list = [
        Paragraph(f"Seating \u2013 {game_text.capitalize()}", sized(st["title"], 24)),
        Paragraph(f"{_count(len(players), 'player')} at {_count(len(tables), 'table')} "
                  f"({sizes}). Find your name: it tells your table and your seat. "
                  "Seat 1 is the start player.", st["subtitle"]),
    ]

    # --- alphabetical: the name first, then table and seat -----------------------------------
    name_style = sized(st["cell"], 14)
    big = sized(st["cell_b"], 17)
    big_c = sized(st["cell_c"], 14)
    head = sized(st["th"], 10)
    head_c = sized(st["th_c"], 10)
    cols = [width - 75 - 60 - 60, 75, 60, 60]
    pad = 6
    data = [[Paragraph("Name", head), Paragraph("Table", head_c), Paragraph("Seat", head_c),
             Paragraph("No.", head_c)]]
    ordered = sorted(players, key=lambda tp: _sort_key(tp[1].get("name"), tp[1].get("start_no")))
    for table_no, player in ordered:
        data.append([
            ctx.fit(player.get("name"), name_style, cols[0] - 2 * pad, who=who_player(player)),
            Paragraph(str(table_no), aligned(big, TA_CENTER)),
            Paragraph(str(player.get("seat", "")), big_c),
            Paragraph(str(player.get("start_no", "")), sized(st["cell_c"], 11)),
        ])
    table = Table(data, colWidths=cols, repeatRows=1)
    table.setStyle(TableStyle([
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
              Paragraph(f"Seating by table \u2013 {game_text.capitalize()}",
                        sized(st["title"], 24)),
              Paragraph("Players in seat order; seat 1 (drawn by lot) is the start player.",
                        st["subtitle"])]
    gap = 14
    block_w = (width - gap) / 2
    tcols = [38, 34, block_w - 72]
    s_seat = sized(st["cell"], 12)
    s_no = aligned(sized(st["cell"], 12), TA_CENTER)
    s_name = sized(st["cell"], 13)
    s_club = sized(st["small"], 8)
    s_head = sized(st["h2"], 16)
    block_style = TableStyle([
        ("SPAN", (0, 0), (-1, 0)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 2), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 2), (-1, -1), 4),
        ("LINEBELOW", (0, 1), (-1, 1), 0.9, colors.black),
        ("LINEBELOW", (0, 2), (-1, -1), 0.4, RULE),
        ("BOX", (0, 1), (-1, -1), 0.9, colors.black),
        ("BACKGROUND", (0, 2), (-1, 2), LIGHT),
    ])
    blocks = []
    for t in tables:
        seats = sorted(t.get("players", []), key=lambda p: p.get("seat", 0))
        rows = [[Paragraph(f"Table {t['table']} <font size=10 color='#555555'>"
                           f"\u00b7 {_count(len(seats), 'player')}</font>", s_head), "", ""],
                [Paragraph("Seat", st["th"]), Paragraph("No.", aligned(st["th"], TA_CENTER)),
                 Paragraph("Name", st["th"])]]
        for player in seats:
            seat = player.get("seat")
            cell = [ctx.fit(player.get("name"), s_name, tcols[2] - 8, who=who_player(player))]
            if clean(player.get("club")):
                cell.append(ctx.fit(player.get("club"), s_club, tcols[2] - 8,
                                    who=who_club(player)))
            seat_cell = [Paragraph(str(seat), s_seat)]
            if seat == 1:
                seat_cell.append(Paragraph("start", st["small"]))
            rows.append([seat_cell,
                         Paragraph(str(player.get("start_no", "")), s_no), cell])
        block = Table(rows, colWidths=tcols)
        block.setStyle(block_style)
        blocks.append(block)
    pairs = [blocks[k:k + 2] + [""] * (2 - len(blocks[k:k + 2]))
             for k in range(0, len(blocks), 2)]
    if pairs:
        layout = Table(pairs, colWidths=[block_w + gap / 2, block_w + gap / 2])
        layout.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                    ("RIGHTPADDING", (0, 0), (0, -1), gap / 2),
                                    ("LEFTPADDING", (1, 0), (1, -1), gap / 2),
                                    ("RIGHTPADDING", (1, 0), (1, -1), 0),
                                    ("BOTTOMPADDING", (0, 0), (-1, -1), 12)]))
        story.append(layout)
    return story


def seating_pdf(path, event: dict, seating: dict, *, printed_at=None) -> list[str]:
    """The seating list for game K (alphabetical, then by table); returns warnings."""
    ctx = Ctx()
    story = seating_story(ctx, event, seating)
    return build_pdf(path, event, f"Seating, game {seating.get('game')}", story, ctx,
                     printed_at=printed_at)


__all__ = ["seating_pdf"]
