"""Terravista Tournament Mode (4 games, 3 at a table of 3) and the games' edge rules."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.rules.errors import RulesError
from tournament_director.rules.games import GAMES, format_result, parse_result, ranks_from_results
from tournament_director.rules.plans import PlanError, table_plan
from tournament_director.rules.scoring import placement_points

TOURNAMENT = GAMES["terravista-tournament"]


def s(*scores):
    return {"scores": list(scores)}


def test_parse_tournament_result():
    assert parse_result(TOURNAMENT, "45/50/38/61") == s(45, 50, 38, 61)
    assert parse_result(TOURNAMENT, " 45 / 50 / 38 ") == s(45, 50, 38)
    for bad in ("45", "45:50:38:61", "45/50/x/61", "45/-1/38/61", "1/2/3/4/5", ""):
        with pytest.raises(RulesError, match="for example 45/50/38/61"):
            parse_result(TOURNAMENT, bad)


def test_format_result():
    assert format_result(TOURNAMENT, s(45, 50, 38, 61)) == "45/50/38/61, total 194, best 61"


def test_two_players_best_game_decides():
    # 180 each: A's best single game is 60, B's 55 -> A wins.
    assert ranks_from_results(TOURNAMENT, [s(60, 40, 40, 40), s(45, 45, 45, 45)]) == [1, 2]
    # Totals differ: the total decides, whatever the best game.
    assert ranks_from_results(TOURNAMENT, [s(70, 10, 10, 10), s(30, 30, 30, 31)]) == [2, 1]


def test_three_players_play_three_games():
    # Totals 150, 150, 140; the level two both have a best of 60 -> still level: share 1st.
    ranks = ranks_from_results(TOURNAMENT, [s(60, 50, 40), s(45, 60, 45), s(50, 50, 40)])
    assert ranks == [1, 1, 3]
    assert placement_points(ranks) == [25, 25, 10]
    with pytest.raises(RulesError, match="3 scores"):
        ranks_from_results(TOURNAMENT, [s(1, 2, 3, 4), s(1, 2, 3, 4), s(1, 2, 3, 4)])


def test_four_players():
    # Totals 200, 200, 200, 150; best games 80, 70, 80 -> 1st shared by the two 80s, then 3rd.
    ranks = ranks_from_results(TOURNAMENT, [s(80, 40, 40, 40), s(50, 50, 30, 70),
                                            s(40, 80, 40, 40), s(50, 50, 25, 25)])
    assert ranks == [1, 3, 1, 4]
    assert placement_points(ranks) == [35, 20, 35, 10]
    with pytest.raises(RulesError, match="4 scores"):
        ranks_from_results(TOURNAMENT, [s(1, 2, 3)] * 4)


def test_six_players():
    results = [s(50, 50, 50, 50),   # 200 best 50
               s(60, 40, 50, 50),   # 200 best 60
               s(10, 10, 10, 10),   # 40
               s(70, 30, 50, 50),   # 200 best 70
               s(40, 40, 40, 40),   # 160 best 40
               s(40, 40, 40, 40)]   # 160 best 40: level with the one before
    ranks = ranks_from_results(TOURNAMENT, results)
    assert ranks == [3, 2, 6, 1, 4, 4]
    assert placement_points(ranks) == [40, 50, 10, 60, 25, 25]


def test_tournament_table_sizes():
    with pytest.raises(RulesError, match="2 to 6"):
        ranks_from_results(TOURNAMENT, [s(1, 2, 3, 4)] * 7)


@given(st.lists(st.lists(st.integers(0, 120), min_size=4, max_size=4), min_size=4, max_size=6))
def test_tournament_order_property(scores):
    ranks = ranks_from_results(TOURNAMENT, [s(*x) for x in scores])
    keys = [(sum(x), max(x)) for x in scores]
    for i, a in enumerate(keys):
        for j, b in enumerate(keys):
            if a > b:
                assert ranks[i] < ranks[j]
            if a == b:
                assert ranks[i] == ranks[j]
    assert min(ranks) == 1


def test_plans_with_the_tournament_game():
    game = TOURNAMENT
    for n in range(2, 7):
        assert table_plan(n, 1, game.max_players, game.min_table) == [n]
        assert table_plan(n, 3, game.max_players, game.min_table) == [n]
    assert table_plan(7, 1, game.max_players, game.min_table) == [3, 4]
    with pytest.raises(PlanError, match="at least 3 players, but there are 2"):
        table_plan(2, 1, 6)  # 2 players only for this game
    with pytest.raises(PlanError, match="at least 3 players, but there is 1"):
        table_plan(1, 1, game.max_players, game.min_table)


def test_a_table_without_a_winner_is_refused():
    with pytest.raises(RulesError, match="nobody"):
        ranks_from_results(GAMES["terra-turrium"], [{"won": False}] * 3)
    with pytest.raises(RulesError, match="nobody"):
        ranks_from_results(GAMES["terravista-standard"],
                           [{"across": False, "steps": 100}, {"across": False, "steps": 90}])
    assert ranks_from_results(GAMES["terra-turrium"],
                              [{"won": True}, {"won": False}, {"won": True}]) == [1, 3, 1]


def test_a_score_of_zero_counts_in_a_match():
    assert parse_result(TOURNAMENT, "0/0/0/0") == s(0, 0, 0, 0)
    assert ranks_from_results(TOURNAMENT, [s(0, 0, 0, 0), s(0, 0, 0, 1)]) == [2, 1]
