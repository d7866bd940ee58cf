"""The director's overrides of the game being played: a player leaves at once (a no-show,
`drop --now`), a move to another table or seat, a swap of two players; and which tables
changed since the game was seated (their sheets to print again)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ParamSpec, TypeVar

from ..i18n import _, said
from ..rules import overrides as rules
from ..rules.errors import RulesError
from ..rules.numbers import number_ranges
from ..store import records
from . import asker, registration
from .actions import DROP_NOW, MOVE, SWAP
from .done import NOTHING, Done
from .event import Event, checked_number
from .model import GameView, ServiceError, TableView

P = ParamSpec("P")
T = TypeVar("T")

LEAST = 3  # a table never plays with fewer (RULES.md, the day's exceptions)


def game_being_played(event: Event, game_no: int | None = None) -> GameView:
    """The last seated game, while a table of it waits for its result; `game_no`, when
    given, must be that game."""
    seated = event.games_seated()
    if not seated:
        raise ServiceError(_("No game is seated yet: seat game 1 first."))
    if game_no is not None:
        checked_number(game_no, "Game")
        if 1 <= game_no < seated:
            raise ServiceError(_("Game {game} is over: only the game being played (game "
                                 "{seated}) can be changed; correct a result of game {game} "
                                 "instead.").format(game=game_no, seated=seated))
        if game_no != seated:
            raise ServiceError(_("Game {game} is not seated: the game being played is game "
                                 "{seated}.").format(game=game_no, seated=seated))
    game = event.game(seated)
    if game.complete:
        raise ServiceError(_("Every table of game {game} has its result in: the seating of "
                             "game {game} can no longer change (the next game is seated by "
                             "the rules).").format(game=seated))
    return game


def _seating(game: GameView) -> dict[int, tuple[int, ...]]:
    return {t.table: t.players for t in game.tables}


def _names(event: Event) -> dict[int, str]:
    return {p.start_no: p.name for p in event.players()}


def _table_of(event: Event, game: GameView, start_no: int) -> TableView:
    for t in game.tables:
        if start_no in t.players:
            return t
    player = event.player(start_no)
    for t in game.tables:
        if start_no in t.absent:
            raise ServiceError(_("{name} ({no}) has left table {table} of game {game} "
                                 "already.").format(name=player.name, no=start_no,
                                                    table=t.table, game=game.game))
    raise ServiceError(_("{name} ({no}) is not seated in game {game}.").format(
        name=player.name, no=start_no, game=game.game))


def _no_result(table: TableView) -> None:
    if table.has_result:
        raise ServiceError(_("Table {table} of game {game} has its result in, so its players "
                             "cannot change (if that result was entered by mistake, undo it "
                             "first).").format(table=table.table, game=table.game))


def _tables_words(numbers: Iterable[int]) -> str:
    """"3", "3 and 7", "2, 5 and 9"; many as ranges ("1-12, 15")."""
    numbers = sorted(numbers)
    if len(numbers) > 4:
        return number_ranges(numbers, 99)[0]
    head = ", ".join(map(str, numbers[:-1]))
    return head + _(" and {last}").format(last=numbers[-1]) if head else str(numbers[0])


def _reprint(numbers: Iterable[int]) -> str:
    numbers = sorted(numbers)
    if len(numbers) == 1:
        return _("Print the sheet of table {table} again.").format(table=numbers[0])
    return _("Print the sheets of tables {tables} again.").format(
        tables=_tables_words(numbers))


def _rules(call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    try:
        return call(*args, **kwargs)
    except RulesError as exc:
        raise ServiceError(said(exc)) from None


def drop_now(event: Event, start_no: int) -> Done:
    """A no-show (or a player who must leave at once): they drop out and leave their table
    of the game being played, whose result must not be in; the table plays with the players
    left (never fewer than 3). With no game being played, or the player not at one of its
    tables, this is `drop`."""
    player = event.player(start_no)
    seated = event.games_seated()
    game = event.game(seated) if seated else None
    table = next((t for t in game.tables if start_no in t.players), None) if game else None
    if game is None or game.complete or table is None:
        if game is not None and not game.complete and any(start_no in t.absent
                                                          for t in game.tables):
            _table_of(event, game, start_no)  # says they left already
        if not player.active:
            raise ServiceError(_("{name} (start number {no}) has already dropped out and "
                                 "sits at no table of a game being played.").format(
                                     name=player.name, no=start_no))
        with asker.as_part_of(DROP_NOW):  # (a results desk may: it asked for drop --now)
            return registration.drop(event, start_no)
    if table.has_result:
        raise ServiceError(_("Table {table} of game {game} has its result in: {name} played "
                             "that game. Use drop without --now (they leave after this "
                             "game).").format(table=table.table, game=game.game,
                                              name=player.name))
    changed = _rules(rules.leave, _seating(game), start_no, LEAST, _names(event))
    left = len(changed[table.table])
    seat = table.players.index(start_no) + 1
    g, t = game.game, table.table
    summary = (f"{player.name} ({start_no}) leaves table {t} of game {g} at once: drops out, "
               f"table {t} plays with {left}")
    with event.action(DROP_NOW, summary,
                      before={"status": player.status, "dropped_after": player.dropped_after,
                              "game": g, "table": t, "seat": seat},
                      after={"status": "dropped", "dropped_after": g - 1, "game": g,
                             "table": t, "no_show": True}):
        records.reseat(event.db, g, changed)
        records.add_no_show(event.db, g, t, start_no)
        records.update_player(event.db, start_no, {"status": "dropped",
                                                   "dropped_after": g - 1})
    message = _("{name} leaves table {table} of game {game} at once and drops out: table "
                "{table} plays with {n}, and {name} scores nothing in game {game}.").format(
                    name=player.name, table=t, game=g, n=left)
    return DROP_NOW.done(message + " " + _reprint([t]), value=[t])


def move(event: Event, game_no: int | None, start_no: int, table_no: int,
         seat: int | None = None) -> Done:
    """The player changes to table `table_no` (seat `seat`, else the last seat) of the game
    being played; both tables without a result; sizes stay within what the game seats. The
    value is the tables changed."""
    game = game_being_played(event, game_no)
    player = event.player(start_no)
    checked_number(table_no, "Table")
    if seat is not None:
        checked_number(seat, "Seat")
    source = _table_of(event, game, start_no)
    target = game.table(table_no)  # says which tables there are
    _no_result(source)
    _no_result(target)
    most = event.settings.game_def.max_players
    changed = _rules(rules.move, _seating(game), start_no, table_no, seat, LEAST, most,
                     _names(event))
    old_seat = source.players.index(start_no) + 1
    if not changed:
        return Done(NOTHING, _("{name} sits at table {table}, seat {seat} already; nothing "
                               "changed.").format(name=player.name, table=table_no,
                                                  seat=old_seat))
    new_seat = changed[table_no].index(start_no) + 1
    g = game.game
    summary = (f"Moved {player.name} ({start_no}) to table {table_no} in game {g}: from table "
               f"{source.table} seat {old_seat} to table {table_no} seat {new_seat}")
    with event.action(MOVE, summary,
                      before={"game": g, "start_no": start_no, "table": source.table,
                              "seat": old_seat},
                      after={"game": g, "start_no": start_no, "table": table_no,
                             "seat": new_seat}):
        records.reseat(event.db, g, changed)
    if table_no == source.table:
        message = _("Moved {name} to seat {seat} of table {table}.").format(
            name=player.name, seat=new_seat, table=table_no)
    else:
        message = _("Moved {name} to table {target}, seat {seat}: table {source} plays with "
                    "{n}, table {target} with {m}.").format(
                        name=player.name, target=table_no, seat=new_seat,
                        source=source.table, n=len(changed[source.table]),
                        m=len(changed[table_no]))
    return MOVE.done(message + " " + _reprint(changed), value=sorted(changed))


def swap(event: Event, game_no: int | None, a: int, b: int) -> Done:
    """Players `a` and `b` exchange their seats in the game being played (both tables
    without a result). The value is the tables changed."""
    game = game_being_played(event, game_no)
    pa, pb = event.player(a), event.player(b)
    if a == b:
        raise ServiceError(_("A swap needs two different players: give the start number of "
                             "the other one."))
    ta, tb = _table_of(event, game, a), _table_of(event, game, b)
    _no_result(ta)
    _no_result(tb)
    changed = _rules(rules.swap, _seating(game), a, b, _names(event))
    sa, sb = ta.players.index(a) + 1, tb.players.index(b) + 1
    g = game.game
    summary = (f"Swapped {pa.name} ({a}) and {pb.name} ({b}) in game {g}: {a} to table "
               f"{tb.table} seat {sb}, {b} to table {ta.table} seat {sa}")
    with event.action(SWAP, summary,
                      before={"game": g, a: [ta.table, sa], b: [tb.table, sb]},
                      after={"game": g, a: [tb.table, sb], b: [ta.table, sa]}):
        records.reseat(event.db, g, changed)
    message = _("Swapped {a} and {b}: {a} now sits at table {ta}, seat {sa}; {b} at table "
                "{tb}, seat {sb}.").format(a=pa.name, b=pb.name, ta=tb.table, sa=sb,
                                           tb=ta.table, sb=sa)
    return SWAP.done(message + " " + _reprint(changed), value=sorted(changed))


def changed_tables(event: Event, game_no: int, game: GameView | None = None) -> list[int]:
    """The tables of a game whose players differ from the seating as drawn (moves, swaps,
    no-shows): their sheets and seating to print again. Empty when nothing changed, or for
    a game seated before the program kept the drawn seating. `game`: the game's tables, when
    the caller has read them."""
    drawn = records.drawn(event.db, game_no)
    if drawn is None:
        return []
    now = {t.table: list(t.players) for t in (game or event.game(game_no)).tables}
    return [table for table, players in enumerate(drawn, 1) if now.get(table) != players]
