"""The printed reports, one table: kind -> its label, the data it prints, its PDF writer.

The CLI's `print` and the window's print menu both use this table. The PDF writers (and
ReportLab) are imported only when a report is written: importing them takes about 150 ms, more
than the CLI's whole start, and the window's start would pay for it too."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..formats import whole
from ..i18n import _
from . import views
from .choices import REPORT_KINDS
from .event import Event
from .hall import find_your_table
from .model import ServiceError


def _seating_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.seating import seating_pdf
    return seating_pdf(path, event, data, **kw)


def _sheets_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.sheets import table_sheets_pdf
    return table_sheets_pdf(path, event, data, **kw)


def _standings_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.standings import standings_pdf
    return standings_pdf(path, event, data, **kw)


def _payout_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.payout import payout_pdf
    return payout_pdf(path, event, data, **kw)


def _players_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.players import players_pdf
    return players_pdf(path, event, data, **kw)


def _players_data(event: Event, game: int | None = None, **_kw: object) -> dict:
    """Every registered player, paid (or "unpaid") and status."""
    fee = event.settings.fee
    rows = []
    for p in event.players():
        status = (_("playing") if p.active else
                  _("dropped after game {game}").format(game=p.dropped_after)
                  if p.dropped_after else _("dropped out"))
        rows.append({"start_no": p.start_no, "name": p.name, "club": p.club, "paid": p.paid,
                     "unpaid": bool(fee) and p.paid == 0, "status": "playing" if p.active
                     else "dropped", "status_text": status})
    return {"rows": rows, "fee": fee, "currency": event.settings.currency}


def _not_here_data(event: Event, game: int | None = None, **_kw: object) -> dict:
    """The active players not checked in yet: the list for the door."""
    data = _players_data(event)
    here = {p.start_no for p in event.players() if p.checked_in}
    rows = [dict(r, status_text=_("not here yet")) for r in data["rows"]
            if r["status"] == "playing" and r["start_no"] not in here]
    playing = sum(1 for r in data["rows"] if r["status"] == "playing")
    # every row's status is the title's: no column of its own (in German it wrapped on every
    # row, 44 pages for 1,000 players against 26)
    return dict(data, rows=rows, title=_("Not here yet"), status_column=False,
                subtitle=_("{n} of {players} players not checked in yet.").format(
                    n=whole(len(rows)), players=whole(playing)))


def only_tables(data: dict, tables: Iterable[int]) -> dict:
    """A seating's data (seating list, table sheets) for some of its tables only: those
    changed since the game was seated, printed again."""
    wanted = set(tables)
    return dict(data, tables=[t for t in data["tables"] if t["table"] in wanted],
                only_tables=sorted(wanted))


def _scorecards_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.cards import scorecards_pdf
    return scorecards_pdf(path, event, data, **kw)


def _tablecards_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.cards import tablecards_pdf
    return tablecards_pdf(path, event, data, **kw)


def _poster_pdf(path: str | os.PathLike, event: dict, data: dict, **kw: Any) -> list[str]:
    from ..reports.poster import poster_pdf
    return poster_pdf(path, event, data, **kw)


def _seated_game(event: Event, game: int | None) -> int:
    seated = event.games_seated()
    if seated == 0:
        raise ServiceError(_("No game is seated yet: seat game 1 first."))
    game = game or seated
    if not 1 <= game <= seated:
        raise ServiceError(_("Game {game} is not seated: games 1 to {seated} are.").format(
            game=game, seated=seated))
    return game


def _seating_data(event: Event, game: int | None = None, **_: object) -> dict:
    return views.report_seating(event, _seated_game(event, game))


def _poster_data(event: Event, game: int | None = None, **_: object) -> dict:
    return find_your_table(event, _seated_game(event, game))


def _standings_data(event: Event, game: int | None = None, **_: object) -> dict:
    _seated_game(event, None)
    return views.report_standings(event, game)


def _scorecard_data(event: Event, game: int | None = None, player: int | None = None,
                    **_: object) -> dict:
    _seated_game(event, None)
    return views.report_scorecards(event, [player] if player else None)


def _tables_data(event: Event, game: int | None = None, **_: object) -> dict:
    return views.report_tables(event, game or None)


def _payout_data(event: Event, game: int | None = None, **kept: Any) -> dict:
    return views.report_payout(event, **kept)


@dataclass(frozen=True)
class Report:
    kind: str
    label: str  # as the print menu says it
    per_game: bool  # printed for one game (the last seated one unless told)
    data: Callable[..., dict]  # (event, game) -> the plain data the PDF prints
    pdf: Callable[..., list]  # (path, event data, data) -> warnings

    def file_name(self, game: int, final: bool = False) -> str:
        if self.kind == "seating":
            return f"seating game {game}.pdf"
        if self.kind == "sheets":
            return f"table sheets game {game}.pdf"
        if self.kind == "standings":
            return "final standings.pdf" if final else f"standings after game {game}.pdf"
        if self.kind == "players":
            return "player list.pdf"
        if self.kind == "scorecard":
            return "score cards.pdf"
        if self.kind == "tablecards":
            return f"table cards game {game}.pdf" if game else "table cards.pdf"
        if self.kind == "poster":
            return f"poster game {game}.pdf"
        if self.kind == "not-here":
            return "not here yet.pdf"
        return "prize distribution.pdf"


REPORTS = {r.kind: r for r in (
    Report("seating", "Seating", True, _seating_data, _seating_pdf),
    Report("sheets", "Table sheets", True, _seating_data, _sheets_pdf),
    Report("standings", "Standings", True, _standings_data, _standings_pdf),
    Report("payout", "Prize distribution", False, _payout_data, _payout_pdf),
    Report("players", "Player list", False, _players_data, _players_pdf),
    Report("scorecard", "Score cards", False, _scorecard_data, _scorecards_pdf),
    Report("tablecards", "Table number cards", True, _tables_data, _tablecards_pdf),
    Report("poster", "Poster (find your table)", True, _poster_data, _poster_pdf),
    Report("not-here", "Not here yet", False, _not_here_data, _players_pdf),
)}
KINDS = tuple(REPORTS)
assert KINDS == REPORT_KINDS, "service/choices.py lists the kinds of report in this order"


def write(kind: str, event: Event, path: str | os.PathLike, game: int | None = None,
          player: int | None = None, **options: Any) -> list[str]:
    """Write one report of an open event to `path`; its warnings (text for the director).
    `player`: the score card of that start number only; `options` go to the PDF writer (the
    poster's `paper`; `tables`: a seating's or the sheets' tables to print, the others
    left out)."""
    report = REPORTS[kind]
    tables = options.pop("tables", None)
    data = report.data(event, game, player=player) if player else report.data(event, game)
    if tables is not None:
        data = only_tables(data, tables)
    return list(report.pdf(path, views.report_event(event), data, **options) or [])
