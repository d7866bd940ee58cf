"""Standings after game K: rank, name, points, and each game's figures; level players marked."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.platypus import Paragraph, TableStyle

from ..formats import points as format_points
from ..formats import signed as format_signed
from ..formats import whole
from ..i18n import _, ngettext, ordinal
from .cells import Ctx, KeepTailTable, cell_style, cell_text, clean, fit_line, who_club, who_player
from .document import build_pdf, frame_width
from .styles import LIGHT, RULE, aligned, sized, styles


def _tiebreak_text(items: list[dict], values) -> str:
    """"Tie-break: Cards + HM tokens 12 · Harbour Master yes" for one player, or ""."""
    if not values or not items:
        return ""
    parts = []
    for item in items:
        value = values.get(item.get("key"))
        if value is None:
            shown = "\u2013"
        elif item.get("kind") == "yesno":
            shown = _("yes") if value else _("no")
        else:
            shown = str(value)
        parts.append(f"{clean(item.get('label') or item.get('key'))} {shown}")
    return _("Tie-break: {values}").format(values=" \u00b7 ".join(parts))


def adjustment_text(entry: dict) -> str:
    """"-1.0 Late back from lunch (game 2)": a penalty or an award, as the total explains it."""
    text = f"{format_signed(int(entry.get('points') or 0))} {clean(entry.get('reason'))}"
    if entry.get("game"):
        text += " (" + _("game {game}").format(game=entry["game"]) + ")"
    return text


def _complete(standings: dict) -> bool:
    """Whether every table of the game the standings are after has its result (the data of
    an older caller without the key: taken as complete)."""
    return bool(standings.get("complete", True))


def standings_title(standings: dict, total_games=None) -> str:
    """"Final standings", "Standings after game 3 of 5" (the last complete game, with
    nothing of game 4 counted yet), or "Standings after the results in so far" (as the
    phones say): never a game whose results are not all in."""
    if standings.get("final"):
        return _("Final standings")
    named = standings.get("titled_game", standings.get("after_game"))  # (older data: K)
    if not named:
        return _("Standings after the results in so far")
    if total_games:
        return _("Standings after game {game} of {total}").format(game=named, total=total_games)
    return _("Standings after game {game}").format(game=named)


def _tables_in(standings: dict) -> str:
    """"Game 4: 3 of 9 tables in." under the title of standings after the results so far."""
    if standings.get("final") or _complete(standings) or not standings.get("after_game"):
        return ""
    total = int(standings.get("tables_total") or 0)
    return ngettext("Game {game}: {n} of {total} table in.",
                    "Game {game}: {n} of {total} tables in.", total).format(
        game=standings["after_game"], n=whole(int(standings.get("tables_in") or 0)),
        total=whole(total)) + " "


def standings_story(ctx: Ctx, event: dict, standings: dict, wide: bool) -> list:
    st = styles()
    width = frame_width(event, wide)
    after = int(standings.get("after_game") or 0)
    games = list(range(1, after + 1))
    final = bool(standings.get("final"))
    total_games = event.get("games")
    rows_in = list(standings.get("rows", []))

    title = standings_title(standings, total_games)
    level_note = (_("level after every tie-break: they share their prize money") if final
                  else _("level on points"))
    any_level = any(r.get("level") for r in rows_in)
    items = list(standings.get("tiebreak_items") or [])
    on_points: dict = {}
    for r in rows_in:
        on_points[r.get("points")] = on_points.get(r.get("points"), 0) + 1
    # tie-break values are printed beside the players level on points (they decide the rank)
    show_tb = {id(r) for r in rows_in if final and items and r.get("tiebreak") is not None
               and on_points.get(r.get("points"), 0) > 1}
    competition = (event.get("mode") or "competition") == "competition"
    story: list = [
        Paragraph(title, sized(st["title"], 22)),
        Paragraph(
            _tables_in(standings)
            + ngettext("{n} player.", "{n} players.", len(rows_in)).format(
                n=whole(len(rows_in))) + " "
            + (_("Each game column: that game's points (placement + table points + "
                 "equalization); below it the table and the place.") if competition
               else _("Each game column: that game's points; below it the table and the "
                      "place."))
            + (" " + _("\u201c=\u201d after a rank: {note}.").format(note=level_note)
               if any_level else "")
            + (" " + _("Players level on points show the tie-break values that ranked them.")
               if show_tb else "")
            + (" " + _("Points include the penalties and awards listed under a name.")
               if any(r.get("adjustments") for r in rows_in) else ""),
            st["subtitle"]),
    ]

    game_w = 52.0 if not wide else 50.0
    fixed = 40 + 36 + 58
    name_w = width - fixed - game_w * len(games)
    if name_w < 150 and games:
        game_w = max(32.0, (width - fixed - 150) / len(games))
        name_w = width - fixed - game_w * len(games)
    cols = [40, 36, name_w, 58] + [game_w] * len(games)

    th, thc, thr = st["th"], aligned(st["th"], TA_CENTER), st["th_r"]
    s_rank = aligned(sized(st["cell_b"], 12), TA_RIGHT)
    s_no = aligned(st["cell"], TA_CENTER)
    s_name = sized(st["cell"], 11)
    s_club = sized(st["small"], 7.5)
    s_points = aligned(sized(st["cell_b"], 12), TA_RIGHT)
    s_gp = aligned(sized(st["cell"], 10), TA_CENTER)
    s_gsub = aligned(sized(st["small"], 7), TA_CENTER)
    s_tb = sized(st["cell_b"], 7.5)

    # plain strings where a paragraph of one line would print the same (see cell_text)
    inner = [c - 8 for c in cols]
    data = [[cell_text(_("Rank"), thr, inner[0]), cell_text(_("No."), thc, inner[1]),
             cell_text(_("Name"), th, inner[2]), cell_text(_("Points"), thr, inner[3])]
            + [cell_text(_("G{game}").format(game=g), thc, game_w - 8) for g in games]]
    for row in rows_in:
        rank = ("\u2013" if row.get("rank") is None  # no result of theirs counts yet
                else f"{row['rank']}" + ("=" if row.get("level") else ""))
        name_cell = [ctx.fit(row.get("name"), s_name, name_w - 8, who=who_player(row))]
        sub = []
        if clean(row.get("club")):
            sub.append(clean(row.get("club")))
        if row.get("status") == "dropped":
            sub.append(_("dropped out"))
        if sub:
            who = who_club(row) if clean(row.get("club")) else None
            name_cell.append(ctx.fit(" \u00b7 ".join(sub), s_club, name_w - 8, who=who,
                                     ltr=len(sub) > 1))
        # the values that ranked them and what the points include: wrapped, never shrunk
        # below the club's size (German and Dutch labels are longer)
        if id(row) in show_tb:
            name_cell.append(ctx.fit(_tiebreak_text(items, row.get("tiebreak")), s_tb,
                                     name_w - 8, wrap_first=True, min_size=s_tb.fontSize))
        for entry in row.get("adjustments") or ():  # part of the points beside
            name_cell.append(ctx.fit(adjustment_text(entry), s_tb, name_w - 8,
                                     wrap_first=True, min_size=s_tb.fontSize))
        by_game = {g.get("game"): g for g in row.get("games", [])}
        cells = []
        for g in games:
            entry = by_game.get(g)
            if entry is None:
                cells.append(cell_text("\u2013", s_gp, game_w - 8))
                continue
            total = entry.get("points")
            where = _("T{table}").format(table=entry.get("table"))
            if total is None:
                cells.append([fit_line(_("open"), s_gp, game_w - 8),
                              fit_line(where, s_gsub, game_w - 8)])
            else:  # one line each, whatever the table number (rows keep one height)
                cells.append([fit_line(format_points(total), s_gp, game_w - 8),
                              fit_line(f"{where} \u00b7 {ordinal(int(entry['place']))}",
                                       s_gsub, game_w - 8)])
        data.append([fit_line(rank, s_rank, inner[0]),  # "1000=" on one line too
                     fit_line(str(row.get("start_no", "")), s_no, inner[1]), name_cell,
                     cell_text(format_points(int(row.get("points", 0))), s_points, inner[3])]
                    + cells)

    table = KeepTailTable(data, colWidths=cols, repeatRows=1)  # no row alone on a page
    commands = (  # the font of the cells that are plain strings, then the rest
        cell_style((0, 0), (0, 0), thr) + cell_style((1, 0), (1, 0), thc)
        + cell_style((2, 0), (2, 0), th) + cell_style((3, 0), (3, 0), thr)
        + cell_style((0, 1), (0, -1), s_rank) + cell_style((1, 1), (1, -1), s_no)
        + cell_style((3, 1), (3, -1), s_points)
        + (cell_style((4, 0), (-1, 0), thc) + cell_style((4, 1), (-1, -1), s_gp)
           if games else [])) + [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 1), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 3),
        ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.35, RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, LIGHT]),
        ("LINEAFTER", (3, 0), (3, -1), 0.8, colors.black),
    ]
    table.setStyle(TableStyle(commands))
    story.append(table)
    return story


def standings_pdf(path, event: dict, standings: dict, *, printed_at=None) -> list[str]:
    """The standings after game K (or the final standings); returns warnings."""
    ctx = Ctx()
    wide = int(standings.get("after_game") or 0) > 6  # a column per game
    story = standings_story(ctx, event, standings, wide)
    title = standings_title(standings)
    return build_pdf(path, event, title, story, ctx, wide=wide, printed_at=printed_at)


__all__ = ["standings_pdf"]
