"""What a director reads when the rules refuse: every refusal's whole sentence, and its parts
kept apart so that the window can say it in Dutch or German (rules/words.py)."""

import re

import pytest

from tournament_director import i18n
from tournament_director.rules import clock as c
from tournament_director.rules.equalization import equalization, reference_size
from tournament_director.rules.errors import RulesError
from tournament_director.rules.games import GAMES, parse_result, ranks_from_results
from tournament_director.rules.numbers import parse_points
from tournament_director.rules.payout import payout, winners_for
from tournament_director.rules.plans import (
    PlanError,
    first_game_plan,
    later_game_plan,
    small_table_plan,
    table_plan,
)
from tournament_director.rules.scoring import validate_places
from tournament_director.rules.seating import seat_by_lot, seat_by_standings
from tournament_director.rules.standings import SeatedTable, player_lines, standings
from tournament_director.rules.table_points import (
    SEED_TABLE_POINTS,
    TablePointItem,
    parse_item_values,
    table_points,
)
from tournament_director.rules.tiebreak import SEED_TIEBREAKS, TieBreakItem, tiebreak_key
from tournament_director.rules.words import Words

T0 = 1_700_000_000.0
NOVA, STANDARD, TURRIUM, TOURNAMENT, GENERIC = (
    GAMES[k] for k in ("terra-nova", "terravista-standard", "terra-turrium",
                       "terravista-tournament", "generic"))
SEED_VALUES = {"cities": 1, "preserve_stones": 1, "limbo_groups": 1, "spaceport": True}
HINT = "Write each game's score separated by /, for example 45/50/38/61"
TOURNAMENT_HINT = f"{HINT} (3 scores at a table of 3)."
DIRECT = ("Any game (places entered directly): there are no game results to type for this "
          "game; enter each player's place (1, 2, 2, 4) instead.")
TOO_FEW = ("A game needs at least 3 players, but there {verb} {n}: register or keep more players "
           "before seating.")
AHEAD = ("Place {place} is not possible: {ahead} finished ahead, so the next place is {next}. "
         "Tied players share a place and the next place skips (1, 2, 2, 4).")
CITIES = ("Populated cities (Condominium included) (cities) must be a whole number 0 or more, "
          "not {}.")
RANKS = ("Rank {rank} of player {player} does not follow from the ranks above it: give the "
         "final standings best first with ranks like 1, 2, 2, 4.")


def refusal(action, error=RulesError) -> str:
    with pytest.raises(error, match=".") as info:
        action()
    return str(info.value)


REFUSALS = {
    # the round clock
    "start, no time set": (lambda: c.start(c.Clock(), T0),
                           "Set the round's time first (e.g. 90 minutes), then start the clock."),
    "start, time left but none set": (
        lambda: c.start(c.Clock(duration=0, left=300), T0),
        "Set the round's time first (e.g. 90 minutes), then start the clock."),
    "start, running": (lambda: c.start(c.Clock(600, 600, T0), T0),
                       "The round clock is already running."),
    "start, none left": (lambda: c.start(c.Clock(600, 0), T0),
                         "No time is left on the round clock: set a new time or add minutes."),
    "pause, stopped": (lambda: c.pause(c.Clock(600, 600), T0), "The round clock is not running."),
    "set 0 minutes": (lambda: c.set_minutes(c.Clock(), 0),
                      "The round clock needs a time of at least 1 minute (got 0)."),
    "set -5 minutes": (lambda: c.set_minutes(c.Clock(), -5),
                       "Minutes cannot be negative (got -5)."),
    "set 'ninety'": (lambda: c.set_minutes(c.Clock(), "ninety"),
                     "Minutes must be a whole number, e.g. 90 (got 'ninety')."),
    "set 1441 minutes": (lambda: c.set_minutes(c.Clock(), 1441),
                         "At most 1440 minutes (got 1441)."),
    "add, no time set": (lambda: c.add_minutes(c.Clock(), 5, T0),
                         "Set the round's time first, then add or remove minutes."),
    "add 0 minutes": (lambda: c.add_minutes(c.Clock(600, 600), 0, T0),
                      "Add or remove at least 1 minute (e.g. 5 or -5)."),
    "remove 1441 minutes": (lambda: c.add_minutes(c.Clock(600, 600), -1441, T0),
                            "At most 1440 minutes (got -1441)."),
    # equalization
    "no tables": (lambda: reference_size([]),
                  "A game without tables has no reference table size."),
    "game 0": (lambda: equalization(4, 0, [4]), "There is no game 0: games are numbered from 1."),
    # prize money
    "nobody": (lambda: winners_for(0), "Prize money needs at least one participant."),
    "no ranking": (lambda: payout({1: 10}, [], [], 1),
                   "There is no final ranking yet: prize money needs the standings."),
    "ranked twice": (lambda: payout({1: 10, 2: 10}, [], [(1, 1), (2, 1)], 2),
                     "A player appears twice in the final ranking: list every player once."),
    "rank 3 after 1": (lambda: payout({1: 10, 2: 10}, [], [(1, 1), (3, 2)], 2),
                       RANKS.format(rank=3, player=2)),
    "first rank 2": (lambda: payout({1: 10, 2: 10}, [], [(2, 1), (2, 2)], 2),
                     RANKS.format(rank=2, player=1)),
    "fee True": (lambda: payout({1: 10, 2: True}, [], [(1, 1), (2, 2)], 2),
                 "Player 2 paid True: a fee is a whole number of cents, 0 or more."),
    "fee 2.5": (lambda: payout({1: 10, 2: 2.5}, [], [(1, 1), (2, 2)], 2),
                "Player 2 paid 2.5: a fee is a whole number of cents, 0 or more."),
    "fee -5": (lambda: payout({1: 10, 2: -5}, [], [(1, 1), (2, 2)], 2),
               "Player 2 paid -5: a fee is a whole number of cents, 0 or more."),
    "winner twice": (lambda: payout({1: 10, 2: 10}, [1, 1], [(1, 1), (2, 2)], 2),
                     "A last-game winner is listed twice: list every winner once."),
    "winner without fee": (lambda: payout({1: 10, 2: 10}, [3], [(1, 1), (2, 2)], 2),
                           "Player 3 won a table in the last game but has no entry fee on "
                           "record: record what the player paid (0 if nothing)."),
    # table plans: one player is "there is 1", more are "there are"
    "plan for 1": (lambda: first_game_plan(1), TOO_FEW.format(verb="is", n=1)),
    "plan for 2": (lambda: later_game_plan(2), TOO_FEW.format(verb="are", n=2)),
    "plan for 0": (lambda: first_game_plan(0), TOO_FEW.format(verb="are", n=0)),
    "small plan for 1": (lambda: small_table_plan(1), TOO_FEW.format(verb="is", n=1)),
    "small plan for 2": (lambda: small_table_plan(2), TOO_FEW.format(verb="are", n=2)),
    "small plan for 5": (lambda: small_table_plan(5),
                         "5 players cannot be seated at tables of 3 or 4 players: add or remove a "
                         "player (4 or 6 can be seated)."),
    "plan for game 0": (lambda: table_plan(10, 0),
                        "There is no game 0: games are numbered from 1."),
    "plan, at most 5 a table": (lambda: table_plan(10, 1, 5),
                                "There are table plans for games of at most 4 or of up to 6 "
                                "players, not for games of at most 5: choose another game for "
                                "the event."),
    # places at a table
    "no places": (lambda: validate_places([]),
                  "No places were given: give a place for every player at the table."),
    "place True": (lambda: validate_places([True, 2]),
                   "Place True is not a whole number: give places as 1, 2, 3 ..."),
    "place 1.0": (lambda: validate_places([1.0, 2]),
                  "Place 1.0 is not a whole number: give places as 1, 2, 3 ..."),
    "place 0": (lambda: validate_places([0, 1]), "Place 0 is not possible: places start at 1."),
    "place 5 of 4": (lambda: validate_places([1, 2, 3, 5]),
                     "Place 5 is not possible at a table of 4 players: places go from 1 to 4."),
    "no winner": (lambda: validate_places([2, 2, 3]),
                  "Nobody was given place 1: the winner (or the players tied for the win) must "
                  "have place 1."),
    "1 ahead": (lambda: validate_places([1, 3, 3]),
                AHEAD.format(place=3, ahead="1 player", next=2)),
    "2 ahead": (lambda: validate_places([1, 1, 2]),
                AHEAD.format(place=2, ahead="2 players", next=3)),
    "3 ahead": (lambda: validate_places([1, 2, 2, 3]),
                AHEAD.format(place=3, ahead="3 players", next=4)),
    # seating
    "seated twice by lot": (lambda: seat_by_lot([1, 2, 3, 3], [4], 1),
                            "A player is listed twice for seating: list every player once."),
    "a table of 0": (lambda: seat_by_lot([1, 2, 3], [3, 0], 1),
                     "Every table in the plan needs at least one player."),
    "seats and players": (lambda: seat_by_standings({1: 0, 2: 0, 3: 0}, [4], 1),
                          "The table plan has 4 seats but there are 3 players: make a plan for "
                          "exactly the players to be seated."),
    # standings
    "mode": (lambda: player_lines([], "league"),
             "Mode 'league' is not known: use competition or campaign."),
    "a stranger's place": (
        lambda: player_lines([SeatedTable(1, 3, (1, 2, 3), {1: 1, 2: 2, 9: 3})], "competition"),
        "Game 1, table 3: player 9 was given a place but does not sit at that table: give places "
        "only for the players at the table."),
    "a place missing": (
        lambda: player_lines([SeatedTable(2, 3, (1, 2, 3, 4, 5), {1: 1, 2: 2, 3: 3, 4: 4})],
                             "competition"),
        "Game 2, table 3 has 5 players but places were given for 4: give a place for every "
        "player at the table."),
    "places of a table": (
        lambda: player_lines([SeatedTable(1, 3, (1, 2, 3), {1: 1, 2: 3, 3: 3})], "competition"),
        "Game 1, table 3: " + AHEAD.format(place=3, ahead="1 player", next=2)),
    "seated twice in a game": (
        lambda: player_lines([SeatedTable(1, 1, (1, 2, 3), None),
                              SeatedTable(1, 2, (3, 4, 5), None)], "competition"),
        "Player 3 is seated twice in game 1: seat every player at one table only."),
    "listed twice for the standings": (
        lambda: standings([1, 1], [], "competition"),
        "A player is listed twice for the standings: list every player once."),
    # table points and tie-breaks
    "item kind": (lambda: TablePointItem("x", "X", "number"),
                  "Table point item 'x' has kind 'number': use count or yesno."),
    "item key a-b": (lambda: TablePointItem("a-b", "X", "count"),
                     "Table point key 'a-b' is not usable: use letters, digits and _ only."),
    "tie-break kind": (lambda: TieBreakItem("x", "X", "number"),
                       "Tie-break 'x' has kind 'number': use count or yesno."),
    "tie-break value missing": (
        lambda: tiebreak_key(SEED_TIEBREAKS, {"cards_and_tokens": 3}),
        "Missing from the tie-break values: Harbour Master (harbour_master): yes or no. Give a "
        "value for every item."),
    "table points missing": (
        lambda: parse_item_values(SEED_TABLE_POINTS, ""),
        "Missing from the table points: Populated cities (Condominium included) (cities): a "
        "whole number 0 or more; Land stones in the Nature Preserve (preserve_stones): a whole "
        "number 0 or more; Colonist groups waiting in Limbo (limbo_groups): a whole number 0 or "
        "more; Spaceport constructed (spaceport): yes or no. Give a value for every item."),
    "not key=value": (
        lambda: parse_item_values(SEED_TABLE_POINTS, "cities"),
        "'cities' is not of the form key=value: write the table points as "
        "cities=3,preserve_stones=3,limbo_groups=3,spaceport=yes."),
    "not key=value, none kept": (
        lambda: parse_item_values((), "cities"),
        "'cities' is not of the form key=value: write the table points as nothing (this event "
        "has none)."),
    "unknown item": (
        lambda: parse_item_values(SEED_TABLE_POINTS, "castles=2"),
        "'castles' is not one of the table points: use cities, preserve_stones, limbo_groups, "
        "spaceport."),
    "no items kept": (lambda: parse_item_values((), "castles=2"),
                      "This event has no table points: leave them out."),
    "item twice": (lambda: parse_item_values(SEED_TABLE_POINTS, "cities=1,cities=2"),
                   "'cities' is given twice: give each of the table points once."),
    "count as typed": (lambda: parse_item_values(SEED_TABLE_POINTS, "cities=x"),
                       CITIES.format("'x'")),
    "yes/no as typed": (lambda: parse_item_values(SEED_TABLE_POINTS, "spaceport=maybe"),
                        "Spaceport constructed (spaceport) must be yes or no, not 'maybe'."),
    "yes/no given 1": (lambda: table_points(SEED_TABLE_POINTS, {**SEED_VALUES, "spaceport": 1}),
                       "Spaceport constructed (spaceport) must be yes or no, not 1."),
    **{f"count given {value!r}": (
        lambda value=value: table_points(SEED_TABLE_POINTS, {**SEED_VALUES, "cities": value}),
        CITIES.format(repr(value))) for value in (True, 2.5, -1)},
    "value of no item": (lambda: table_points(SEED_TABLE_POINTS, {**SEED_VALUES, "x": 1}),
                         "'x' is not one of the table points: use cities, preserve_stones, "
                         "limbo_groups, spaceport."),
    # points as typed
    "points 1.25": (lambda: parse_points("1.25"),
                    "'1.25' is not a number of points: write a number with at most one decimal, "
                    "such as 2, 1.5 or -0.3."),
    "points not text": (lambda: parse_points(15),
                        "15 is not a number of points: write a number with at most one decimal, "
                        "such as 2, 1.5 or -0.3."),
    # game results as typed
    "result of a places game": (lambda: parse_result(GENERIC, "1"), DIRECT),
    "score 'lots'": (lambda: parse_result(NOVA, "lots"),
                     "Score in 'lots' must be a whole number 0 or more, not 'lots'. Write SCORE, "
                     "for example 45."),
    "two parts for one": (lambda: parse_result(NOVA, " 4:5 "),
                          "'4:5' is not a Terra Nova (2006) result: write SCORE, for example 45."),
    "yes/no part": (lambda: parse_result(STANDARD, "maybe:130"),
                    "All four horses across in 'maybe:130' must be yes or no, not 'maybe'. Write "
                    "yes|no:STEPS, for example yes:130."),
    "one score for a match": (lambda: parse_result(TOURNAMENT, " 45 "),
                              f"'45' is not a Terravista, Tournament Mode result: "
                              f"{TOURNAMENT_HINT}"),
    "five scores": (lambda: parse_result(TOURNAMENT, "1/2/3/4/5"),
                    f"'1/2/3/4/5' is not a Terravista, Tournament Mode result: {TOURNAMENT_HINT}"),
    # the game number in "the score of game N" says which of the scores to fix
    "score of game 1 missing": (lambda: parse_result(TOURNAMENT, "/50/38/61"),
                                f"The score of game 1 in '/50/38/61' is missing. "
                                f"{TOURNAMENT_HINT}"),
    "score of game 2 missing": (lambda: parse_result(TOURNAMENT, "45/ /38/61"),
                                f"The score of game 2 in '45/ /38/61' is missing. "
                                f"{TOURNAMENT_HINT}"),
    "score of game 4 missing": (lambda: parse_result(TOURNAMENT, "45/50/38/"),
                                f"The score of game 4 in '45/50/38/' is missing. "
                                f"{TOURNAMENT_HINT}"),
    "score of game 3 not a number": (
        lambda: parse_result(TOURNAMENT, "45/50/x/61"),
        f"The score of game 3 in '45/50/x/61' must be a whole number 0 or more, not 'x'. {HINT}."),
    "score of game 1 negative": (
        lambda: parse_result(TOURNAMENT, "-1/50/38"),
        f"The score of game 1 in '-1/50/38' must be a whole number 0 or more, not '-1'. {HINT}."),
    # game results as given
    "ranks of a places game": (lambda: ranks_from_results(GENERIC, [{}]), DIRECT),
    "5 results for 2 to 4": (lambda: ranks_from_results(NOVA, [{"score": 1}] * 5),
                             "Terra Nova (2006) is played by 2 to 4 players, but 5 results were "
                             "given: give one result for each player."),
    "score missing": (lambda: ranks_from_results(NOVA, [{"score": 1}, {"points": 3}]),
                      "A Terra Nova (2006) result needs Score: give it for every player."),
    "score -3": (lambda: ranks_from_results(NOVA, [{"score": 1}, {"score": -3}]),
                 "Score must be a whole number 0 or more, not -3."),
    "score True": (lambda: ranks_from_results(NOVA, [{"score": 1}, {"score": True}]),
                   "Score must be a whole number 0 or more, not True."),
    "score 4.5": (lambda: ranks_from_results(NOVA, [{"score": 1}, {"score": 4.5}]),
                  "Score must be a whole number 0 or more, not 4.5."),
    "won 1": (lambda: ranks_from_results(TURRIUM, [{"won": 1}, {"won": False}]),
              "Won must be yes or no, not 1."),
    "nobody across": (lambda: ranks_from_results(STANDARD, [{"across": False, "steps": 1},
                                                            {"across": False, "steps": 3}]),
                      "Terravista, standard: nobody has all four horses across = yes, but the "
                      "game ends only when someone wins: mark the winner (or winners) yes."),
    "scores not a list": (lambda: ranks_from_results(TOURNAMENT, [{"scores": 5},
                                                                  {"scores": [1, 2, 3, 4]}]),
                          "A Terravista, Tournament Mode result needs the score of each game: "
                          "give them for every player."),
    "a score True": (lambda: ranks_from_results(TOURNAMENT, [{"scores": [1, 2, True, 4]},
                                                             {"scores": [1, 2, 3, 4]}]),
                     "A score must be a whole number 0 or more, not True."),
    "a score 2.5": (lambda: ranks_from_results(TOURNAMENT, [{"scores": [1, 2, 2.5, 4]},
                                                            {"scores": [1, 2, 3, 4]}]),
                    "A score must be a whole number 0 or more, not 2.5."),
    "a score -1": (lambda: ranks_from_results(TOURNAMENT, [{"scores": [1, 2, -1, 4]},
                                                           {"scores": [1, 2, 3, 4]}]),
                   "A score must be a whole number 0 or more, not -1."),
    "3 scores at a table of 2": (lambda: ranks_from_results(TOURNAMENT, [{"scores": [1, 2, 3]},
                                                                         {"scores": [1, 2, 3, 4]}]),
                                 "A table of 2 plays 4 games in Tournament Mode, so each player "
                                 "needs 4 scores, not 3 (1/2/3)."),
    "4 scores at a table of 3": (lambda: ranks_from_results(TOURNAMENT, [{"scores": [1, 2, 3, 4]}]
                                                            * 3),
                                 "A table of 3 plays 3 games in Tournament Mode, so each player "
                                 "needs 3 scores, not 4 (1/2/3/4)."),
}


@pytest.mark.parametrize("action,message", REFUSALS.values(), ids=REFUSALS.keys())
def test_the_whole_refusal(action, message):
    text = refusal(action)
    assert text == message
    with pytest.raises(RulesError, match=f"^{re.escape(message)}$"):
        action()


@pytest.mark.parametrize("action,message", [
    (lambda: first_game_plan(True), "number of players must be an int, got True"),
    (lambda: later_game_plan(7.0), "number of players must be an int, got 7.0"),
    (lambda: small_table_plan(False), "number of players must be an int, got False"),
    (lambda: small_table_plan(8.0), "number of players must be an int, got 8.0"),
])
def test_a_count_of_players_that_is_not_an_int_is_a_programming_error(action, message):
    assert refusal(action, TypeError) == message


def test_plan_errors_are_rules_errors():
    for action in (lambda: first_game_plan(2), lambda: small_table_plan(5),
                   lambda: table_plan(10, 0), lambda: table_plan(10, 1, 5)):
        with pytest.raises(PlanError, match="players|game") as info:
            action()
        assert isinstance(info.value, RulesError)


def test_the_error_keeps_its_words_for_another_language():
    words = Words("{n} players", n=3)
    assert RulesError(words).words is words and str(RulesError(words)) == "3 players"
    assert RulesError("plain").words is None and str(RulesError("plain")) == "plain"
    assert repr(words) == "Words('3 players')"


def marked(message) -> str:
    """The message as i18n.said says it in a language whose every text is marked <...>:
    English that is not a catalogue text (Words) would show unmarked."""
    original = i18n._
    i18n._ = lambda text: f"<{text}>"
    try:
        return i18n.said(message)
    finally:
        i18n._ = original


def words_of(action):
    with pytest.raises(RulesError, match=".") as info:
        action()
    return info.value


@pytest.mark.parametrize("action,said", [
    (lambda: parse_result(TOURNAMENT, "45/50/x/61"),
     "<{error} Write each game's score separated by /, for example 45/50/38/61.>".replace(
         "{error}", "<<The score of game 3 in '45/50/x/61'> must be a whole number 0 or more, "
                    "not 'x'.>")),
    (lambda: parse_result(TOURNAMENT, "45//38/61"),
     "<<The score of game 2 in '45//38/61'> is missing. <Write each game's score separated by "
     "/, for example 45/50/38/61 (3 scores at a table of 3).>>"),
    (lambda: parse_result(TOURNAMENT, "45"),
     "<'45' is not a <Terravista, Tournament Mode> result: <Write each game's score separated "
     "by /, for example 45/50/38/61 (3 scores at a table of 3).>>"),
    (lambda: parse_result(STANDARD, "maybe:130"),
     "<<<<All four horses across> in 'maybe:130'> must be yes or no, not 'maybe'.> Write "
     "yes|no:STEPS, for example yes:130.>"),
    (lambda: parse_result(NOVA, "lots"),
     "<<<<Score> in 'lots'> must be a whole number 0 or more, not 'lots'.> Write SCORE, for "
     "example 45.>"),
    (lambda: parse_result(NOVA, "4:5"),
     "<'4:5' is not a <Terra Nova (2006)> result: write SCORE, for example 45.>"),
    (lambda: parse_result(GENERIC, "1"),
     "<<Any game (places entered directly)>: there are no game results to type for this game; "
     "enter each player's place (1, 2, 2, 4) instead.>"),
    (lambda: ranks_from_results(STANDARD, [{"across": False, "steps": 1}] * 2),
     "<<Terravista, standard>: nobody has <all four horses across> = yes, but the game ends "
     "only when someone wins: mark the winner (or winners) yes.>"),
    (lambda: ranks_from_results(NOVA, [{"score": 1}, {}]),
     "<A <Terra Nova (2006)> result needs <Score>: give it for every player.>"),
    (lambda: ranks_from_results(TURRIUM, [{"won": 1}] * 2), "<<Won> must be yes or no, not 1.>"),
    (lambda: ranks_from_results(NOVA, [{"score": -1}] * 2),
     "<<Score> must be a whole number 0 or more, not -1.>"),
    (lambda: ranks_from_results(NOVA, [{"score": 1}] * 5),
     "<<Terra Nova (2006)> is played by 2 to 4 players, but 5 results were given: give one "
     "result for each player.>"),
    (lambda: ranks_from_results(TOURNAMENT, [{}] * 2),
     "<A <Terravista, Tournament Mode> result needs the score of each game: give them for every "
     "player.>"),
    (lambda: small_table_plan(1),
     "<A game needs at least 3 players, but there is 1: register or keep more players before "
     "seating.>"),
    (lambda: small_table_plan(5),
     "<5 players cannot be seated at tables of 3 or 4 players: add or remove a player (4 or 6 "
     "can be seated).>"),
    (lambda: parse_item_values(SEED_TABLE_POINTS[3:], ""),
     "<Missing from the <table points>: <<<Spaceport constructed> (spaceport)>: <yes or no>>. "
     "Give a value for every item.>"),
    (lambda: parse_item_values(SEED_TABLE_POINTS[:1], ""),
     "<Missing from the <table points>: <<<Populated cities (Condominium included)> "
     "(cities)>: <a whole number 0 or more>>. Give a value for every item.>"),
    (lambda: parse_item_values(SEED_TABLE_POINTS[:2], "x"),
     "<'x' is not of the form key=value: write the <table points> as "
     "cities=3,preserve_stones=3.>"),
    (lambda: parse_item_values((), "x"),
     "<'x' is not of the form key=value: write the <table points> as <nothing (this event has "
     "none)>.>"),
    (lambda: parse_item_values(SEED_TABLE_POINTS[:2], "x=1"),
     "<'x' is not one of the <table points>: use cities, preserve_stones.>"),
    (lambda: parse_item_values((), "x=1"), "<This event has no <table points>: leave them out.>"),
    (lambda: parse_item_values(SEED_TABLE_POINTS[:1], "cities=1,cities=1"),
     "<'cities' is given twice: give each of the <table points> once.>"),
    (lambda: table_points(SEED_TABLE_POINTS[3:], {"spaceport": 0}),
     "<<<Spaceport constructed> (spaceport)> must be yes or no, not 0.>"),
    (lambda: table_points(SEED_TABLE_POINTS[:1], {"cities": -1}),
     "<<<Populated cities (Condominium included)> (cities)> must be a whole number 0 or more, "
     "not -1.>"),
    (lambda: tiebreak_key(SEED_TIEBREAKS, {"cards_and_tokens": 3}),
     "<Missing from the <tie-break values>: <<<Harbour Master> (harbour_master)>: <yes or no>>. "
     "Give a value for every item.>"),
    (lambda: parse_points("x"),
     "<'x' is not a number of points: write a number with at most one decimal, such as 2, 1.5 "
     "or -0.3.>"),
    (lambda: player_lines([SeatedTable(2, 4, (1, 2, 3), {1: 1, 2: 1, 3: 5})], "competition"),
     "<<Game 2, table 4>: <Place 5 is not possible at a table of 3 players: places go from 1 "
     "to 3.>>"),
])
def test_every_part_of_a_refusal_can_be_said_in_another_language(action, said):
    assert marked(words_of(action)) == said


def test_two_missing_items_are_listed_in_order_with_what_each_takes():
    error = words_of(lambda: tiebreak_key(SEED_TIEBREAKS, {}))
    assert str(error) == (
        "Missing from the tie-break values: Credit cards + Harbour Master tokens "
        "(cards_and_tokens): a whole number 0 or more; Harbour Master (harbour_master): yes or "
        "no. Give a value for every item.")
    assert marked(error) == (
        "<Missing from the <tie-break values>: <<<Credit cards + Harbour Master tokens> "
        "(cards_and_tokens)>: <a whole number 0 or more>; <<Harbour Master> (harbour_master)>: "
        "<yes or no>>. Give a value for every item.>")
