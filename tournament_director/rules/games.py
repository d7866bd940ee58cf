"""The games an event can be for: what a player's result is and how it ranks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .choices import GAME_IDS
from .errors import RulesError
from .scoring import competition_ranks
from .values import parse_count, parse_yesno
from .words import N_, Words


@dataclass(frozen=True)
class ResultField:
    """One part of a player's result."""
    key: str
    label: str
    kind: str  # "int" | "yesno" | "scores" (one whole number per game of a match)


@dataclass(frozen=True)
class GameDef:
    """A game: players per table and the result fields (none: places entered directly)."""
    key: str
    label: str
    min_players: int
    max_players: int
    fields: tuple[ResultField, ...]
    min_table: int = 3  # the smallest table a plan may make (2: one table of 2 allowed)
    must_win: str | None = None  # a yes/no field someone at the table must have

    @property
    def places_direct(self) -> bool:
        return not self.fields

    @property
    def result_format(self) -> str:
        """The command-line format of one player's result, e.g. "POINTS:STEPS"."""
        if self.fields and self.fields[0].kind == "scores":
            return "S1/S2/S3/S4"
        return ":".join("yes|no" if f.kind == "yesno" else f.key.upper() for f in self.fields)


SCORE = ResultField("score", N_("Score"), "int")
POINTS = ResultField("points", N_("Points"), "int")
STEPS = ResultField("steps", N_("Total steps"), "int")
ACROSS = ResultField("across", N_("All four horses across"), "yesno")
WON = ResultField("won", N_("Won"), "yesno")
SCORES = ResultField("scores", N_("Scores of the games"), "scores")

GAMES: dict[str, GameDef] = {
    "generic": GameDef("generic", N_("Any game (places entered directly)"), 3, 6, ()),
    "terra-nova": GameDef("terra-nova", N_("Terra Nova (2006)"), 2, 4, (SCORE,)),
    "terravista-points": GameDef("terravista-points", N_("Terravista, point mode"), 2, 6,
                                 (POINTS, STEPS)),
    "terravista-standard": GameDef("terravista-standard", N_("Terravista, standard"), 2, 6,
                                   (ACROSS, STEPS), must_win="across"),
    "terra-turrium": GameDef("terra-turrium", N_("Terra Turrium"), 2, 4, (WON,), must_win="won"),
    "terravista-tournament": GameDef("terravista-tournament", N_("Terravista, Tournament Mode"),
                                     2, 6, (SCORES,), min_table=2),
}
assert tuple(GAMES) == GAME_IDS, "rules/choices.py lists the games' ids in this order"

# the yes/no fields' labels as a sentence says them ("nobody has won = yes")
IN_A_SENTENCE = (N_("all four horses across"), N_("won"))

_EXAMPLES = {"terra-nova": "45", "terravista-points": "62:130",
             "terravista-standard": "yes:130", "terra-turrium": "yes",
             "terravista-tournament": "45/50/38/61"}


def match_games(table_size: int) -> int:
    """Tournament Mode: the games a table plays in a row (4; 3 at a table of 3)."""
    return 3 if table_size == 3 else 4


def match_key(scores: Sequence[int]) -> tuple[int, int]:
    """Tournament Mode order: the total, then the best single game (higher first)."""
    return (sum(scores), max(scores, default=0))


def _parse_scores(game: GameDef, text: str) -> dict:
    parts = text.split("/")
    typed = repr(text.strip())
    hint = Words(N_("Write each game's score separated by /, for example {example} (3 scores "
                    "at a table of 3)."), example=_EXAMPLES[game.key])
    if len(parts) not in (3, 4):
        raise RulesError(Words(N_("{text} is not a {game} result: {hint}"), text=typed,
                               game=Words(game.label), hint=hint))
    scores = []
    for i, part in enumerate(parts, 1):
        what = Words(N_("The score of game {game} in {text}"), game=i, text=typed)
        scores.append(parse_count(part, what) if part.strip() else None)
        if scores[-1] is None:
            raise RulesError(Words(N_("{what} is missing. {hint}"), what=what, hint=hint))
    return {"scores": scores}


def _direct(game: GameDef) -> RulesError:
    return RulesError(Words(N_("{game}: there are no game results to type for this game; "
                               "enter each player's place (1, 2, 2, 4) instead."),
                            game=Words(game.label)))


def parse_result(game: GameDef, text: str) -> dict:
    """One player's result as typed, e.g. "62:130" for Terravista point mode."""
    if game.places_direct:
        raise _direct(game)
    if game.fields[0].kind == "scores":
        try:
            return _parse_scores(game, text)
        except RulesError as error:
            if "45/50/38/61" in str(error):
                raise
            raise RulesError(Words(N_("{error} Write each game's score separated by /, for "
                                      "example 45/50/38/61."),
                                   error=error.words or str(error))) from None
    parts = text.split(":")
    example = _EXAMPLES.get(game.key, game.result_format)
    if len(parts) != len(game.fields):
        raise RulesError(Words(
            N_("{text} is not a {game} result: write {format}, for example {example}."),
            text=repr(text.strip()), game=Words(game.label), format=game.result_format,
            example=example))
    result: dict = {}
    for field, part in zip(game.fields, parts):
        what = Words(N_("{field} in {text}"), field=Words(field.label),
                     text=repr(text.strip()))
        try:
            if field.kind == "yesno":
                result[field.key] = parse_yesno(part, what)
            else:
                result[field.key] = parse_count(part, what)
        except RulesError as error:
            raise RulesError(Words(N_("{error} Write {format}, for example {example}."),
                                   error=error.words or str(error),
                                   format=game.result_format, example=example)) from None
    return result


def _check_scores(game: GameDef, result: Mapping, size: int) -> tuple:
    scores = result.get("scores")
    want = match_games(size)
    if not isinstance(scores, (list, tuple)):
        raise RulesError(Words(N_("A {game} result needs the score of each game: give them "
                                  "for every player."), game=Words(game.label)))
    for value in scores:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RulesError(Words(N_("A score must be a whole number 0 or more, not "
                                      "{value}."), value=repr(value)))
    if len(scores) != want:
        raise RulesError(Words(
            N_("A table of {size} plays {want} games in Tournament Mode, so each player needs "
               "{want} scores, not {given} ({scores})."),
            size=size, want=want, given=len(scores), scores="/".join(map(str, scores))))
    return match_key(scores)


def _check_result(game: GameDef, result: Mapping) -> tuple:
    key = []
    for field in game.fields:
        if field.key not in result:
            raise RulesError(Words(
                N_("A {game} result needs {field}: give it for every player."),
                game=Words(game.label), field=Words(field.label)))
        value = result[field.key]
        if field.kind == "yesno":
            if not isinstance(value, bool):
                raise RulesError(Words(N_("{what} must be yes or no, not {value}."),
                                       what=Words(field.label), value=repr(value)))
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RulesError(Words(N_("{what} must be a whole number 0 or more, not {value}."),
                                   what=Words(field.label), value=repr(value)))
        key.append(int(value))
    return tuple(key)


def ranks_from_results(game: GameDef, results: Sequence[Mapping]) -> list[int]:
    """Places derived from the players' results, in the same order (higher is better)."""
    if game.places_direct:
        raise _direct(game)
    if not game.min_players <= len(results) <= game.max_players:
        raise RulesError(Words(
            N_("{game} is played by {least} to {most} players, but {given} results were "
               "given: give one result for each player."),
            game=Words(game.label), least=game.min_players, most=game.max_players,
            given=len(results)))
    if game.fields[0].kind == "scores":
        return competition_ranks([_check_scores(game, r, len(results)) for r in results])
    keys = [_check_result(game, result) for result in results]
    if game.must_win and not any(result[game.must_win] for result in results):
        field = next(f for f in game.fields if f.key == game.must_win)
        raise RulesError(Words(
            N_("{game}: nobody has {field} = yes, but the game ends only when someone wins: "
               "mark the winner (or winners) yes."),
            game=Words(game.label), field=Words(field.label.lower())))
    return competition_ranks(keys)


def format_result(game: GameDef, result: Mapping) -> str:
    """A short text for a table card, e.g. "62 pts, 130 steps"."""
    if game.places_direct:
        return f"place {result['place']}" if "place" in result else ""
    if game.fields[0].kind == "scores":
        scores = result.get("scores") or []
        total, best = match_key(scores)
        return f"{'/'.join(map(str, scores))}, total {total}, best {best}"
    texts = []
    for field in game.fields:
        value = result.get(field.key)
        if value is None:
            texts.append("?")
        elif field.key == "steps":
            texts.append(f"{value} steps")
        elif field.key == "across":
            texts.append("across" if value else "not across")
        elif field.key == "won":
            texts.append("won" if value else "did not win")
        else:
            texts.append(f"{value} pts")
    return ", ".join(texts)

