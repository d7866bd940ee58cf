"""Results: a table's places or the game's own results recorded (or corrected), and the
points they would give (the result form's live preview)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from .. import formats
from ..i18n import _, ngettext, said
from ..rules.equalization import equalization
from ..rules.errors import RulesError
from ..rules.games import ranks_from_results
from ..rules.scoring import placement_points, validate_places
from ..rules.table_points import table_points as sum_items
from ..store import records
from . import parse
from .actions import CONFIRM, CORRECT, RECORD
from .done import NOTHING, Done
from .event import Event, checked_number, now
from .model import GameView, PreviewLine, RecordOutcome, ServiceError, Settings, TableView


class Known(Protocol):
    """What a result is checked against: an Event, or what `serve --entry` read of one
    (service/entry.py's Facts)."""

    @property
    def settings(self) -> Settings: ...


def derive_places(event: Known, table: TableView, places: Mapping | None,
                  results: Mapping | None) -> tuple[dict, dict | None]:
    game_def = event.settings.game_def
    where = _("Game {game} table {table}").format(game=table.game, table=table.table)
    given = places if places is not None else results
    if places is not None and results is not None:
        raise ServiceError(_("Give either places or the game's results, not both."))
    if given is None:
        raise ServiceError(_("{where}: give a place for every player at the table.").format(
            where=where))
    try:
        given = {int(k): v for k, v in dict(given).items()}
        for k in given:
            checked_number(k, "Start number")
    except (TypeError, ValueError):
        raise ServiceError(_("{where}: players are named by their start numbers.").format(
            where=where)) from None
    seated = set(table.players)
    missing = [p for p in table.players if p not in given]
    extra = [p for p in given if p not in seated]
    if extra:
        raise ServiceError(ngettext(
            "{where}: player {players} did not play there; it seats {seats}.",
            "{where}: players {players} did not play there; it seats {seats}.",
            len(extra)).format(where=where, players=", ".join(map(str, sorted(extra))),
                               seats=", ".join(map(str, table.players))))
    if missing:
        raise ServiceError(ngettext(
            "{where}: no result for player {players}; give one for every player at the "
            "table ({seats}).",
            "{where}: no result for players {players}; give one for every player at the "
            "table ({seats}).",
            len(missing)).format(where=where, players=", ".join(map(str, missing)),
                                 seats=", ".join(map(str, table.players))))
    order = list(table.players)
    try:
        if places is not None:
            values = [parse.given_place(given[p], _("{where}: the place of player {player}")
                                        .format(where=where, player=p), len(order))
                      for p in order]
            validate_places(values)
            return dict(zip(order, values)), None
        if game_def.places_direct:
            raise ServiceError(_("This event's game ({game}) takes places, not game results: "
                                 "give places (e.g. --ranks \"12=1,7=2\").").format(
                                     game=_(game_def.label)))
        res = [given[p] for p in order]
        ranks = ranks_from_results(game_def, res)
        return dict(zip(order, ranks)), dict(zip(order, res))
    except RulesError as exc:
        raise ServiceError(_("{where}: {problem}").format(where=where,
                                                          problem=said(exc))) from None


def check_items(event: Known, items: Mapping | None) -> dict:
    defs = event.settings.items
    items = dict(items or {})
    if not defs:
        if items:
            raise ServiceError(_("This event has no table points: leave them out."))
        return {}
    try:
        sum_items(defs, items)
    except RulesError as exc:
        raise ServiceError(said(exc)) from None
    return parse.bounded_values(items, "Table points")


def preview(event: Event, game_no: int, table_no: int, *, places: Mapping | None = None,
            results: Mapping | None = None, items: Mapping | None = None) -> list[PreviewLine]:
    """The points each player would get, without saving (the result form's live preview)."""
    return preview_in(event, event.game(game_no), table_no, places=places, results=results,
                           items=items)


def preview_in(event: Event, game: GameView, table_no: int, *, places: Mapping | None = None,
               results: Mapping | None = None,
               items: Mapping | None = None) -> list[PreviewLine]:
    """As `preview`, for a game the caller has read already (the window keeps it)."""
    table = game.table(table_no)
    place_of, _results = derive_places(event, table, places, results)
    items = check_items(event, items)
    s = event.settings
    order = list(table.players)
    pts = placement_points([place_of[p] for p in order])
    tp = sum_items(s.items, items) if s.items else 0
    eq = equalization(table.size, table.game, game.plan) if s.competition else 0
    return [PreviewLine(p, place_of[p], pt, tp, eq) for p, pt in zip(order, pts)]


def record(event: Event, game_no: int, table_no: int, *, places: Mapping | None = None,
           results: Mapping | None = None, items: Mapping | None = None,
           sent: dict | None = None) -> Done:
    """Record, or correct, one table's result (places or the game's own results). `sent`:
    the result is what the table sent (service/inbox.confirm): the action is "confirm" and
    its audit line says so (`sent` is kept in it: when it came, how many said it)."""
    table = event.table(game_no, table_no)
    place_of, res = derive_places(event, table, places, results)
    items = check_items(event, items)
    correction = table.has_result
    if (correction and table.places == place_of and table.items == items
            and (table.results or None) == res):
        same = _("Game {game} table {table}: the result is the same as recorded; nothing "
                 "changed.").format(game=game_no, table=table_no)
        return Done(NOTHING, same, RecordOutcome(False, (), same))
    later = tuple(range(game_no + 1, event.games_seated() + 1))
    summary = (f"{'Corrected' if correction else 'Recorded'} game {game_no} table {table_no}: "
               + ", ".join(f"{p}={place_of[p]}" for p in table.players))
    before = ({"places": table.places, "results": table.results, "items": table.items}
              if correction else None)
    after = {"places": place_of, "results": res, "items": items}
    places_text = ", ".join(f"{p}={place_of[p]}" for p in table.players)
    if sent is not None:  # a table's own result, confirmed (never a correction: service/entry)
        summary = (f"Confirmed game {game_no} table {table_no} as sent by the table "
                   f"({sent.get('submissions', 1)} sent, {sent.get('status', 'pending')}, "
                   f"the last at {sent.get('received_at', '?')}): {places_text}")
        after = {**after, "sent": sent}
    action = CONFIRM if sent is not None else CORRECT if correction else RECORD
    with event.action(action, summary, before=before, after=after):
        _write_result(event, table, place_of, res, items)
    if sent is not None:
        message = _("Confirmed game {game} table {table} as the table sent it at {time}: "
                    "{places}.")
    elif correction:
        message = _("Corrected game {game} table {table}: {places}.")
    else:
        message = _("Recorded game {game} table {table}: {places}.")
    message = message.format(game=game_no, table=table_no, places=places_text,
                             time=_sent_at(sent) if sent is not None else "")
    if correction and later:
        if len(later) == 1:
            message += " " + _("Game {game} stays seated as it was; the standings are "
                               "recomputed.").format(game=later[0])
        else:
            games = ", ".join(map(str, later[:-1])) + _(" and {last}").format(
                last=later[-1])
            message += " " + _("Games {games} stay seated as they were; the standings are "
                               "recomputed.").format(games=games)
    return action.done(message, RecordOutcome(correction, later if correction else (), message))


def _sent_at(sent: Mapping) -> str:
    """When a table sent what is confirmed, as the director reads it ("01:36")."""
    try:
        return formats.moment(sent["received_at"])
    except (KeyError, TypeError, ValueError):
        return "?"


def _write_result(event: Event, table: TableView, place_of: Mapping[int, int],
                  res: dict | None, items: dict) -> None:
    records.write_result(event.db, table.game, table.table,
                         {p: place_of[p] for p in table.players}, res, items, now())


def record_many(event: Event, game_no: int, entries: list[tuple[int, dict, dict]]) -> Done:
    """Record several tables of one game as one action: (table, places, items) each."""
    tables = {t.table: t for t in event.game(game_no).tables}
    checked = []
    for table_no, places, items in entries:
        if table_no not in tables:
            raise ServiceError(_("Game {game} has no table {table}.").format(game=game_no,
                                                                             table=table_no))
        place_of, _results = derive_places(event, tables[table_no], places, None)
        checked.append((tables[table_no], place_of, check_items(event, items)))
    with event.action(RECORD, f"Recorded {len(checked)} tables of game {game_no}"):
        for table, place_of, items in checked:
            _write_result(event, table, place_of, None, items)
    return RECORD.done(value=len(checked))
