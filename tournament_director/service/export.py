"""CSV exports of an open event (players, standings, results) for spreadsheets, made safe."""

from __future__ import annotations

import csv
import os
import re
import tempfile
from pathlib import Path

from ..rules.numbers import format_points
from ..store.errors import EventFileError
from ..store.guard import guard_output
from .model import ServiceError

KINDS = ("players", "standings", "results")
# A cell a spreadsheet would read as a formula starts with one of these (or a tab / CR that
# it strips first): such a cell gets a leading apostrophe, unless it is a plain number.
RISKY_START = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"-?\d+(\.\d+)?")


def safe_cell(value) -> str:
    """A cell's text that no spreadsheet runs as a formula ("-0.5" stays a number)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value)
    if text.startswith(RISKY_START) and not NUMBER.fullmatch(text):
        return "'" + text
    return text


def _players(event) -> tuple[list[str], list[list]]:
    fee = event.settings.fee
    rows = [[p.start_no, p.name, p.club, p.paid, "unpaid" if p.paid == 0 and fee else
             ("paid" if p.paid >= fee else "part paid"),
             "playing" if p.active else (f"dropped after game {p.dropped_after}"
                                         if p.dropped_after else "dropped out")]
            for p in event.players()]
    return ["Start no", "Name", "Club", f"Paid ({event.settings.currency})", "Fee",
            "Status"], rows


def _standings(event) -> tuple[list[str], list[list]]:
    seated = event.games_seated()
    rows = []
    for r in event.standings():
        by_game = {line.game_no: line for line in r.lines}
        games = []
        for g in range(1, seated + 1):
            line = by_game.get(g)
            games.append("" if line is None else ("waiting" if line.place is None
                                                  else format_points(line.total)))
        rows.append([f"{r.rank}=" if r.level else r.rank, r.player.start_no, r.player.name,
                     r.player.club, format_points(r.points), *games])
    return ["Rank", "Start no", "Name", "Club", "Total",
            *(f"Game {g}" for g in range(1, seated + 1))], rows


def _results(event) -> tuple[list[str], list[list]]:
    names = {p.start_no: p for p in event.players()}
    lines = {}  # (game, start no) -> the player's points from that game
    for r in event.standings():
        for line in r.lines:
            lines[(line.game_no, r.player.start_no)] = line
    rows = []
    for g in range(1, event.games_seated() + 1):
        for t in event.game(g).tables:
            for seat, start_no in enumerate(t.players, 1):
                player = names.get(start_no)
                line = lines.get((g, start_no))
                done = t.has_result
                rows.append([g, t.table, seat, start_no, player.name if player else "",
                             t.places[start_no] if done else "",
                             format_points(line.placement) if done and line else "",
                             format_points(line.table_points) if done and line else "",
                             format_points(line.equalization) if done and line else "",
                             format_points(line.total) if done and line else "",
                             "in" if done else "waiting"])
    return ["Game", "Table", "Seat", "Start no", "Name", "Place", "Placement", "Table points",
            "Equalization", "Total", "Result"], rows


TABLES = {"players": _players, "standings": _standings, "results": _results}


def table(event, kind: str) -> tuple[list[str], list[list]]:
    """The header and rows of one export, as plain values."""
    if kind not in TABLES:
        raise ServiceError(f"Unknown export '{kind}': choose {', '.join(KINDS)}.")
    return TABLES[kind](event)


def write_csv(event, kind: str, path) -> int:
    """Write one export as CSV (UTF-8 with a byte-order mark, which spreadsheets read as
    Unicode); returns the number of rows. Refuses an event file, or any SQLite file, as the
    output: an export never overwrites an event."""
    out = Path(path)
    if out.suffix.lower() == ".tdevent":
        raise ServiceError(f"{out} is named as an event file: an export never writes over an "
                           "event. Choose a name ending in .csv.")
    try:
        guard_output(out)  # the open event, any event file or database, or a part of one
    except EventFileError as exc:
        raise ServiceError(str(exc)) from None
    if not out.parent.is_dir():
        raise ServiceError(f"The folder {out.parent} does not exist: choose another.")
    headers, rows = table(event, kind)
    # written beside, then moved into place: a half-written export never replaces a good one
    fd, tmp = tempfile.mkstemp(prefix=".export-", suffix=".csv", dir=out.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as f:
            w = csv.writer(f)
            w.writerow([safe_cell(h) for h in headers])
            for row in rows:
                w.writerow([safe_cell(v) for v in row])
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return len(rows)
