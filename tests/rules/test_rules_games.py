"""Result entry per game: parsing a player's result and deriving ranks."""

import re

import pytest

from tournament_director.rules.errors import RulesError
from tournament_director.rules.games import (
    GAMES,
    SCORE,
    GameDef,
    format_result,
    match_key,
    parse_result,
    ranks_from_results,
)

NOVA, POINTS, STANDARD, TURRIUM, GENERIC = (
    GAMES[k] for k in ("terra-nova", "terravista-points", "terravista-standard",
                       "terra-turrium", "generic"))


def test_game_definitions():
    assert set(GAMES) == {"generic", "terra-nova", "terravista-points",
                          "terravista-standard", "terra-turrium", "terravista-tournament"}
    assert [(g.min_players, g.max_players) for g in (NOVA, POINTS, STANDARD, TURRIUM, GENERIC)] \
        == [(2, 4), (2, 6), (2, 6), (2, 4), (3, 6)]
    assert GENERIC.places_direct and not NOVA.places_direct
    assert [f.kind for f in STANDARD.fields] == ["yesno", "int"]


def test_parse_result():
    assert parse_result(NOVA, "45") == {"score": 45}
    assert parse_result(POINTS, "62:130") == {"points": 62, "steps": 130}
    assert parse_result(STANDARD, "yes:130") == {"across": True, "steps": 130}
    assert parse_result(STANDARD, "no:88") == {"across": False, "steps": 88}
    assert parse_result(TURRIUM, "yes") == {"won": True}
    assert parse_result(TURRIUM, " No ") == {"won": False}


@pytest.mark.parametrize("game,text,fragment", [
    (NOVA, "-3", "45"), (NOVA, "abc", "45"), (NOVA, "4:5", "45"), (NOVA, "", "45"),
    (POINTS, "62", "62:130"), (POINTS, "62:-1", "62:130"), (POINTS, "62:1.5", "62:130"),
    (STANDARD, "maybe:130", "yes:130"), (STANDARD, "yes", "yes:130"),
    (TURRIUM, "won", "yes"), (GENERIC, "1", "place"),
])
def test_parse_result_refuses(game, text, fragment):
    with pytest.raises(RulesError, match=re.escape(fragment)):
        parse_result(game, text)


def test_ranks_terra_nova():
    results = [{"score": s} for s in (45, 30, 45, 10)]
    assert ranks_from_results(NOVA, results) == [1, 3, 1, 4]


def test_ranks_terravista_points_then_steps():
    results = [{"points": 62, "steps": 130}, {"points": 62, "steps": 140},
               {"points": 70, "steps": 100}, {"points": 62, "steps": 130}]
    assert ranks_from_results(POINTS, results) == [3, 2, 1, 3]


def test_ranks_terravista_standard_across_then_steps():
    results = [{"across": True, "steps": 100}, {"across": False, "steps": 200},
               {"across": True, "steps": 120}]
    assert ranks_from_results(STANDARD, results) == [2, 3, 1]


def test_ranks_terra_turrium():
    results = [{"won": w} for w in (True, False, False, True)]
    assert ranks_from_results(TURRIUM, results) == [1, 3, 3, 1]
    assert ranks_from_results(TURRIUM, [{"won": False}, {"won": True}, {"won": False}]) \
        == [2, 1, 2]


def test_ranks_refused():
    with pytest.raises(RulesError, match="place"):
        ranks_from_results(GENERIC, [{"place": 1}])
    with pytest.raises(RulesError, match="2 to 4"):
        ranks_from_results(NOVA, [{"score": 1}] * 5)
    with pytest.raises(RulesError, match="needs Score: give it for every player"):
        ranks_from_results(NOVA, [{"score": 1}, {"points": 3}])
    with pytest.raises(RulesError, match="whole number 0 or more, not -3"):
        ranks_from_results(NOVA, [{"score": 1}, {"score": -3}])


def test_format_result():
    assert format_result(POINTS, {"points": 62, "steps": 130}) == "62 pts, 130 steps"
    assert format_result(NOVA, {"score": 45}) == "45 pts"
    assert format_result(STANDARD, {"across": True, "steps": 130}) == "across, 130 steps"
    assert format_result(STANDARD, {"across": False, "steps": 9}) == "not across, 9 steps"
    assert format_result(TURRIUM, {"won": True}) == "won"
    assert format_result(TURRIUM, {"won": False}) == "did not win"
    assert format_result(GENERIC, {"place": 2}) == "place 2"


def test_a_score_of_zero_is_a_result():
    assert parse_result(NOVA, "0") == {"score": 0}
    assert parse_result(POINTS, "0:0") == {"points": 0, "steps": 0}
    assert parse_result(STANDARD, "no:0") == {"across": False, "steps": 0}
    assert ranks_from_results(NOVA, [{"score": 0}, {"score": 12}, {"score": 0}]) == [2, 1, 2]
    assert ranks_from_results(POINTS, [{"points": 0, "steps": 0}, {"points": 0, "steps": 1}]) \
        == [2, 1]
    assert ranks_from_results(STANDARD, [{"across": True, "steps": 0},
                                         {"across": False, "steps": 0}]) == [1, 2]


@pytest.mark.parametrize("value", [True, False, 4.0, 4.5, "4", None])
def test_a_score_must_be_a_whole_number_not_a_bool_or_float(value):
    with pytest.raises(RulesError, match=f"^Score must be a whole number 0 or more, not "
                                         f"{re.escape(repr(value))}.$"):
        ranks_from_results(NOVA, [{"score": 10}, {"score": value}])
    with pytest.raises(RulesError, match=f"^Total steps must be a whole number 0 or more, not "
                                         f"{re.escape(repr(value))}.$"):
        ranks_from_results(POINTS, [{"points": 1, "steps": 2}, {"points": 1, "steps": value}])


def test_match_key_total_then_best_game():
    assert match_key([45, 50, 38, 61]) == (194, 61)
    assert match_key([0, 0, 0]) == (0, 0)
    assert match_key([]) == (0, 0)


def test_format_result_of_a_field_not_given():
    assert format_result(POINTS, {"points": 62}) == "62 pts, ?"
    assert format_result(STANDARD, {}) == "?, ?"
    assert format_result(GENERIC, {}) == ""


def test_a_game_without_an_example_shows_its_format():
    custom = GameDef("custom", "Custom", 2, 4, (SCORE,))
    assert parse_result(custom, "7") == {"score": 7}
    with pytest.raises(RulesError, match=r"^'4:5' is not a Custom result: write SCORE, for "
                                         r"example SCORE\.$"):
        parse_result(custom, "4:5")
