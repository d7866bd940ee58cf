"""CSV exports of an open event (players, standings, results) for spreadsheets, made safe, in
the language's words and number format: in German and Dutch a decimal comma and `;` between
the columns (what Excel there reads into columns on a double-click), in English "." and ","."""

from __future__ import annotations

import csv
import os
import re
import tempfile
from pathlib import Path

from .. import formats
from ..i18n import _
from ..rules.numbers import format_points
from ..rules.standings import Adjustment, GameLine
from ..store.errors import EventFileError
from ..store.guard import guard_output
from .event import Event
from .model import ServiceError

KINDS = ("players", "standings", "results")
# A cell a spreadsheet would read as a formula starts with one of these (or a tab / CR that
# it strips first): such a cell gets a leading apostrophe, unless it is a plain number.
RISKY_START = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"-?\d+([.,]\d+)?")


def safe_cell(value: object) -> str:
    """A cell's text that no spreadsheet runs as a formula ("-0.5", "-0,5" stay numbers)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    text = str(value)
    if text.startswith(RISKY_START) and not NUMBER.fullmatch(text):
        return "'" + text
    return text


def spreadsheet_points(tenths: int) -> str:
    """Points as a spreadsheet of the language reads a number: "21,4" (de, nl), "21.4"
    (en); no thousands separator, which a CSV could take for a decimal sign."""
    return format_points(tenths).replace(".", formats.decimal_sign())


def spreadsheet_money(cents: int) -> str:
    """Money as a spreadsheet of the language reads a number: "20", "7,50" (de, nl), "7.50"
    (en); no thousands separator."""
    units, rest = divmod(cents, 100)
    return f"{units}" + (f"{formats.decimal_sign()}{rest:02d}" if rest else "")


def _points_cell(tenths: int | None) -> str:
    return "" if tenths is None else spreadsheet_points(tenths)


def delimiter() -> str:
    """`;` where the decimal sign is a comma (German, Dutch), else `,`."""
    return ";" if formats.decimal_sign() == "," else ","


def _players(event: Event) -> tuple[list[str], list[list]]:
    fee = event.settings.fee
    rows = [[p.start_no, p.name, p.club, spreadsheet_money(p.paid),
             _("unpaid") if p.paid == 0 and fee else
             (_("paid") if p.paid >= fee else _("part paid")),
             _("playing") if p.active else (
                 _("dropped after game {game}").format(game=p.dropped_after)
                 if p.dropped_after else _("dropped out"))]
            for p in event.players()]
    return [_("Start no"), _("Name"), _("Club"),
            _("Paid ({currency})").format(currency=event.settings.currency), _("Fee"),
            _("Status")], rows


def _standings(event: Event) -> tuple[list[str], list[list]]:
    seated = event.games_seated()
    standings = event.standings()
    adjusted = any(r.adjustments for r in standings)  # then two more columns: it adds up
    rows = []
    for r in standings:
        by_game = {line.game_no: line for line in r.lines}
        games = []
        for g in range(1, seated + 1):
            line = by_game.get(g)
            games.append("" if line is None else (_("waiting") if line.place is None
                                                  else spreadsheet_points(line.total)))
        extra = [spreadsheet_points(sum(a.points for a in r.adjustments)) if r.adjustments
                 else "", "; ".join(_adjustment_text(a) for a in r.adjustments)]
        rows.append([f"{r.rank}=" if r.level else r.rank, r.player.start_no, r.player.name,
                     r.player.club, spreadsheet_points(r.points), *games,
                     *(extra if adjusted else [])])
    return [_("Rank"), _("Start no"), _("Name"), _("Club"), _("Total"),
            *(_("Game {game}").format(game=g) for g in range(1, seated + 1)),
            *([_("Penalties and awards"), _("Reasons")] if adjusted else [])], rows


def _adjustment_text(a: Adjustment) -> str:
    """"Penalty: Late back from lunch (game 2): -1,5": a penalty or award as the reasons'
    cell says it (its text never starts a formula)."""
    return formats.adjustment_label(a.points, a.reason, a.game) + ": " + formats.signed(a.points)


def _results(event: Event) -> tuple[list[str], list[list]]:
    names = {p.start_no: p for p in event.players()}
    lines: dict[tuple[int, int], GameLine] = {}  # (game, start no) -> its points from that game
    for r in event.standings():
        for line in r.lines:
            lines[(line.game_no, r.player.start_no)] = line
    rows = []
    for g in range(1, event.games_seated() + 1):
        for t in event.game(g).tables:
            for seat, start_no in enumerate(t.players, 1):
                player = names.get(start_no)
                got = lines.get((g, start_no))
                done = t.has_result
                rows.append([g, t.table, seat, start_no, player.name if player else "",
                             t.places[start_no] if t.places is not None else "",
                             _points_cell(got.placement) if done and got else "",
                             _points_cell(got.table_points) if done and got else "",
                             _points_cell(got.equalization) if done and got else "",
                             _points_cell(got.total) if done and got else "",
                             _("in") if done else _("waiting")])
    return [_("Game"), _("Table"), _("Seat"), _("Start no"), _("Name"), _("Place"),
            _("Placement"), _("Table points"), _("Equalization"), _("Total"), _("Result")], rows


TABLES = {"players": _players, "standings": _standings, "results": _results}


def table(event: Event, kind: str) -> tuple[list[str], list[list]]:
    """The header and rows of one export, as plain values."""
    if kind not in TABLES:
        raise ServiceError(_("Unknown export {kind}: choose {kinds}.").format(
            kind=repr(kind), kinds=", ".join(KINDS)))
    return TABLES[kind](event)


def write_csv(event: Event, kind: str, path: str | os.PathLike) -> int:
    """Write one export as CSV (UTF-8 with a byte-order mark, which spreadsheets read as
    Unicode; the language's separator and decimal sign); returns the number of rows.
    Refuses an event file, or any SQLite file, as the output: an export never overwrites an
    event."""
    _check_output(Path(path))
    return write_rows(*table(event, kind), path)


def _check_output(out: Path) -> None:
    if out.suffix.lower() == ".tdevent":
        raise ServiceError(_("{path} is named as an event file: an export never writes over "
                             "an event. Choose a name ending in .csv.").format(path=out))
    try:
        guard_output(out)  # the open event, any event file or database, or a part of one
    except EventFileError as exc:
        raise ServiceError(str(exc)) from None
    if not out.parent.is_dir():
        raise ServiceError(_("The folder {folder} does not exist: choose another.").format(
            folder=out.parent))


def write_rows(headers: list[str], rows: list[list], path: str | os.PathLike) -> int:
    """Write an export's header and rows (`table`) as CSV at `path` (a desk writes what the
    main desk read), checked as `write_csv` checks it; returns the number of rows."""
    out = Path(path)
    _check_output(out)
    # written beside, then moved into place: a half-written export never replaces a good one
    fd, tmp = tempfile.mkstemp(prefix=".export-", suffix=".csv", dir=out.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as f:
            w = csv.writer(f, delimiter=delimiter())
            w.writerow([safe_cell(h) for h in headers])
            for row in rows:
                w.writerow([safe_cell(v) for v in row])
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return len(rows)
