"""Standings: every player's points, game by game, and the ranking."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import groupby

from .choices import MODES as MODES  # the plain list (the CLI reads it without the rules)
from .equalization import equalization
from .errors import RulesError
from .scoring import competition_ranks, placement_points
from .words import N_, Words


@dataclass(frozen=True)
class SeatedTable:
    """One table of one game; places None = no result yet; table points in tenths;
    `absent`: players seated there who left before its result (a no-show), not in `players`."""
    game_no: int
    table_no: int
    players: tuple[int, ...]
    places: Mapping[int, int] | None
    table_points: int = 0
    absent: tuple[int, ...] = ()

    @property
    def seated_size(self) -> int:
        """The size the table was seated at (its no-shows counted)."""
        return len(self.players) + len(self.absent)


@dataclass(frozen=True)
class Adjustment:
    """A penalty (negative) or an award in tenths, with its reason; `game` as given (None:
    for no game in particular)."""
    player: int
    points: int
    reason: str
    game: int | None = None


@dataclass(frozen=True)
class GameLine:
    """One player's points from one game, in tenths (None = no result yet)."""
    game_no: int
    table_no: int
    place: int | None
    placement: int | None
    table_points: int | None
    equalization: int | None

    @property
    def total(self) -> int:
        return sum(part for part in (self.placement, self.table_points, self.equalization)
                   if part is not None)


@dataclass(frozen=True)
class Standing:
    """A player's rank and points; level = shares the rank with someone."""
    rank: int
    player: int
    points: int
    lines: tuple[GameLine, ...]
    level: bool
    adjustments: tuple[Adjustment, ...] = ()


def _check_mode(mode: str) -> None:
    if mode not in MODES:
        raise RulesError(Words(N_("Mode {mode} is not known: use competition or campaign."),
                               mode=repr(mode)))


def player_lines(tables: Sequence[SeatedTable], mode: str,
                 plans: Mapping[int, Sequence[int]] | None = None) -> dict[int, list[GameLine]]:
    """Each seated player's game lines, sorted by game. A table is scored as the size it was
    played at; game 1's equalization is against the reference size of the plan as seated:
    `plans` (game -> the table sizes the game was seated with), else the tables' sizes as
    seated (their no-shows counted)."""
    _check_mode(mode)
    planned = {game_no: list(plan) for game_no, plan in (plans or {}).items() if plan}
    sizes: dict[int, list[int]] = defaultdict(list, planned)
    for table in tables:
        if table.game_no not in planned:
            sizes[table.game_no].append(table.seated_size)
    lines: dict[int, list[GameLine]] = defaultdict(list)
    seen: set[tuple[int, int]] = set()
    for table in tables:
        name = Words(N_("Game {game}, table {table}"), game=table.game_no,
                     table=table.table_no)
        if table.places is None:
            placements = None
        else:
            strangers = sorted(set(table.places) - set(table.players))
            if strangers:
                raise RulesError(Words(N_(
                    "{name}: player {player} was given a place but does not sit at "
                    "that table: give places only for the players at the table."), name=name,
                    player=strangers[0]))
            if len(table.places) != len(table.players):
                raise RulesError(Words(N_(
                    "{name} has {players} players but places were given for "
                    "{given}: give a place for every player at the table."), name=name,
                    players=len(table.players), given=len(table.places)))
            places = [table.places[p] for p in table.players]
            try:
                placements = placement_points(places)
            except RulesError as error:
                raise RulesError(Words("{name}: {error}", name=name,
                                       error=error.words or str(error))) from None
        eq = equalization(len(table.players), table.game_no, sizes[table.game_no])
        for i, player in enumerate(table.players):
            if (player, table.game_no) in seen:
                raise RulesError(Words(N_(
                    "Player {player} is seated twice in game {game}: "
                    "seat every player at one table only."), player=player,
                    game=table.game_no))
            seen.add((player, table.game_no))
            if placements is None or table.places is None:
                line = GameLine(table.game_no, table.table_no, None, None, None, None)
            elif mode == "campaign":
                line = GameLine(table.game_no, table.table_no, table.places[player],
                                placements[i], 0, 0)
            else:
                line = GameLine(table.game_no, table.table_no, table.places[player],
                                placements[i], table.table_points, eq)
            lines[player].append(line)
    for player_list in lines.values():
        player_list.sort(key=lambda line: (line.game_no, line.table_no))
    return dict(lines)


def check_adjustment(points: int, reason: str) -> None:
    """An adjustment is whole tenths, not zero, with a reason."""
    if isinstance(points, bool) or not isinstance(points, int):
        raise RulesError(f"Adjustment points must be integer tenths, got {points!r}.")
    if points == 0:
        raise RulesError(Words(N_("An adjustment of 0 points changes nothing: give the "
                                  "points, e.g. -1.0 for a penalty or 0.5 for an award.")))
    if not reason.strip():
        raise RulesError(Words(N_("An adjustment needs its reason, e.g. \"Late back from "
                                  "lunch\": say why the points are given or taken.")))


def standings(players: Sequence[int], tables: Sequence[SeatedTable], mode: str,
              tiebreak_keys: Mapping[int, tuple] | None = None,
              adjustments: Sequence[Adjustment] = (),
              plans: Mapping[int, Sequence[int]] | None = None) -> list[Standing]:
    """Everyone in `players`, best first; keys split a level group only if all have one.
    A player's points are their games' points plus their adjustments; `plans` as for
    player_lines."""
    lines = player_lines(tables, mode, plans)
    keys = tiebreak_keys or {}
    if len(set(players)) != len(players):
        raise RulesError(Words(N_("A player is listed twice for the standings: list every "
                                  "player once.")))
    given: dict[int, list[Adjustment]] = defaultdict(list)
    for adjustment in adjustments:
        check_adjustment(adjustment.points, adjustment.reason)
        given[adjustment.player].append(adjustment)
    points = {p: sum(line.total for line in lines.get(p, ()))
              + sum(a.points for a in given.get(p, ())) for p in players}
    by_points: dict[int, list[int]] = defaultdict(list)
    for player in sorted(players):
        by_points[points[player]].append(player)
    result: list[Standing] = []
    for value in sorted(by_points, reverse=True):
        group = by_points[value]
        first = len(result) + 1
        if len(group) > 1 and all(p in keys for p in group):
            group = sorted(group, key=lambda p: keys[p], reverse=True)  # stable: number asc
            ranks = [first - 1 + r for r in competition_ranks([keys[p] for p in group])]
        else:
            ranks = [first] * len(group)
        for player, rank in zip(group, ranks):
            result.append(Standing(rank, player, value, tuple(lines.get(player, ())),
                                   ranks.count(rank) > 1, tuple(given.get(player, ()))))
    return result


def counted(rows: Sequence) -> list:
    """The standings as the hall shows them: a player is unranked until one of their results
    counts (a game line with a place), so nobody is "1st with 0.0 points" before any result.
    The others keep their order; ranks close up over the unranked players ahead of them, and
    `level` is said among the ranked only. `rows` are Standing-like (rank, lines, level)."""
    shown: list = []
    skipped = 0  # unranked players in the rank groups above the current one
    for rank, grouped in groupby(rows, key=lambda r: r.rank):
        group = list(grouped)
        ranked = [r for r in group if any(line.place is not None for line in r.lines)]
        shown.extend(replace(r, rank=rank - skipped, level=len(ranked) > 1) for r in ranked)
        skipped += len(group) - len(ranked)
    return shown
