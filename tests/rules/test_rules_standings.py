"""Game lines, standings, level groups, equalization and campaign extension."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.rules.campaign import needs_extension
from tournament_director.rules.equalization import equalization, reference_size
from tournament_director.rules.errors import RulesError
from tournament_director.rules.scoring import competition_ranks
from tournament_director.rules.standings import GameLine, SeatedTable, player_lines, standings
from tournament_director.rules.tiebreak import level_groups

# 7 players, two games on tables of 3 and 4; player 8 registered but never seated.
TABLES = [
    SeatedTable(1, 1, (1, 2, 3), {1: 1, 2: 2, 3: 3}, 12),
    SeatedTable(1, 2, (4, 5, 6, 7), {4: 1, 5: 2, 6: 2, 7: 4}, -5),
    SeatedTable(2, 1, (1, 4, 2), {1: 2, 4: 1, 2: 3}, 0),
    SeatedTable(2, 2, (3, 5, 6, 7), {3: 1, 5: 2, 6: 3, 7: 4}, 7),
]
PLAYERS = list(range(1, 9))


def test_reference_size_and_equalization():
    assert reference_size([3, 4]) == 4
    assert reference_size([5, 5, 6, 6]) == 6
    assert reference_size([4, 4, 5]) == 4
    assert reference_size([3, 3, 4]) == 3
    assert equalization(3, 1, [3, 4]) == 5
    assert equalization(4, 1, [3, 4]) == 0
    assert equalization(5, 1, [5, 5, 6, 6]) == 5
    assert equalization(4, 1, [4, 4, 5]) == 0
    assert equalization(5, 1, [4, 4, 5]) == -5
    assert equalization(3, 1, [3, 3, 4]) == 0
    assert equalization(4, 1, [3, 3, 4]) == -5
    assert equalization(6, 1, [6]) == 0
    assert [equalization(s, 2, [3, 4, 5, 6]) for s in (3, 4, 5, 6)] == [10, 5, 0, 0]
    with pytest.raises(RulesError, match="^A game without tables has no reference table size.$"):
        reference_size([])
    with pytest.raises(RulesError, match="^There is no game 0: games are numbered from 1.$"):
        equalization(4, 0, [4])


def test_game_1_equalization_two_or_more_away_from_the_reference():
    """RULES.md "More settled points": +0.5 for each player fewer, -0.5 for each one more,
    worked by hand (issue 35): 6 + 6 drawn, a table playing with 4 gets +1.0, with 3 +1.5;
    4 x 4 drawn, a table of 6 gets -1.0."""
    assert equalization(4, 1, [6, 6]) == 10
    assert equalization(3, 1, [6, 6]) == 15
    assert equalization(6, 1, [4, 4, 4, 4]) == -10
    assert equalization(3, 1, [5, 5, 5]) == 10
    lines = player_lines([SeatedTable(1, 1, (1, 2, 3, 4), {1: 1, 2: 2, 3: 3, 4: 4}, 0,
                                      absent=(5, 6)),
                          SeatedTable(1, 2, tuple(range(7, 13)),
                                      {p: p - 6 for p in range(7, 13)}, 0)],
                         "competition", plans={1: [6, 6]})
    assert [lines[p][0].total for p in (1, 2, 3, 4)] == [50, 40, 30, 20]
    assert [lines[p][0].total for p in range(7, 13)] == [60, 50, 40, 30, 20, 10]


@given(plan=st.lists(st.integers(3, 6), min_size=1, max_size=40), size=st.integers(3, 6),
       step=st.integers(1, 3))
def test_game_1_equalization_is_half_a_point_per_player_of_difference(plan, size, step):
    ref = reference_size(plan)
    eq = equalization(size, 1, plan)
    assert eq == 5 * (ref - size)
    assert equalization(ref, 1, plan) == 0
    assert equalization(size + step, 1, plan) == eq - 5 * step  # each player more: -0.5
    assert equalization(ref - step, 1, plan) == -equalization(ref + step, 1, plan)


def test_player_lines_competition():
    lines = player_lines(TABLES, "competition")
    assert lines[1] == [GameLine(1, 1, 1, 30, 12, 5), GameLine(2, 1, 2, 20, 0, 10)]
    assert lines[5] == [GameLine(1, 2, 2, 25, -5, 0), GameLine(2, 2, 2, 30, 7, 5)]
    assert [line.total for line in lines[5]] == [20, 42]
    assert 8 not in lines


def test_standings_competition():
    result = standings(PLAYERS, TABLES, "competition")
    assert [(s.rank, s.player, s.points, s.level) for s in result] == [
        (1, 3, 79, False), (2, 1, 77, False), (3, 4, 75, False), (4, 5, 62, False),
        (5, 2, 57, False), (6, 6, 52, False), (7, 7, 27, False), (8, 8, 0, False)]
    assert result[-1].lines == ()
    assert sum(line.total for line in result[0].lines) == 79


def test_standings_campaign_and_tiebreaks():
    result = standings(PLAYERS, TABLES, "campaign")
    assert [(s.rank, s.player, s.points, s.level) for s in result] == [
        (1, 4, 70, False), (2, 5, 55, False), (3, 1, 50, True), (3, 3, 50, True),
        (5, 6, 45, False), (6, 2, 30, False), (7, 7, 20, False), (8, 8, 0, False)]
    assert all(line.table_points == 0 and line.equalization == 0
               for s in result for line in s.lines)
    assert level_groups(result) == [[1, 3]]

    broken = standings(PLAYERS, TABLES, "campaign", {1: (7, 1), 3: (9, 0)})
    assert [(s.rank, s.player, s.level) for s in broken[2:4]] == [(3, 3, False), (4, 1, False)]
    assert level_groups(broken) == []

    partial = standings(PLAYERS, TABLES, "campaign", {1: (7, 1)})
    assert [(s.rank, s.player, s.level) for s in partial[2:4]] == [(3, 1, True), (3, 3, True)]

    equal = standings(PLAYERS, TABLES, "campaign", {1: (7, 1), 3: (7, 1), 4: (0, 0)})
    assert [(s.rank, s.player, s.level) for s in equal[:4]] == [
        (1, 4, False), (2, 5, False), (3, 1, True), (3, 3, True)]


def test_three_way_tie_partly_broken():
    tables = [SeatedTable(1, 1, (1, 2, 3, 4), {1: 2, 2: 2, 3: 2, 4: 1}, 0)]
    result = standings([1, 2, 3, 4], tables, "competition", {1: (3, 0), 2: (5, 0), 3: (3, 0)})
    assert [(s.rank, s.player, s.level) for s in result] == [
        (1, 4, False), (2, 2, False), (3, 1, True), (3, 3, True)]
    assert level_groups(result) == [[1, 3]]


def test_table_without_result():
    tables = TABLES + [SeatedTable(3, 1, (1, 2, 3), None), SeatedTable(3, 2, (4, 5, 6, 7), None)]
    lines = player_lines(tables, "competition")
    assert lines[1][-1] == GameLine(3, 1, None, None, None, None)
    assert lines[1][-1].total == 0
    with_open = standings(PLAYERS, tables, "competition")
    without = standings(PLAYERS, TABLES, "competition")
    assert [(s.rank, s.player, s.points) for s in with_open] == \
        [(s.rank, s.player, s.points) for s in without]
    assert len(with_open[0].lines) == 3 and with_open[0].lines[-1].place is None


@pytest.mark.parametrize("table,fragment", [
    (SeatedTable(1, 3, (1, 2, 3, 4, 5), {1: 1, 2: 2, 3: 3, 4: 4}), "Game 1, table 3 has 5 players"),
    (SeatedTable(1, 3, (1, 2, 3), {1: 1, 2: 2, 9: 3}), "player 9"),
    (SeatedTable(1, 3, (1, 2, 3), {1: 1, 2: 3, 3: 3}), "Game 1, table 3"),
])
def test_bad_places_refused(table, fragment):
    with pytest.raises(RulesError, match=fragment):
        player_lines([table], "competition")


def test_player_twice_in_a_game_and_bad_mode():
    tables = [SeatedTable(1, 1, (1, 2, 3), None), SeatedTable(1, 2, (3, 4, 5), None)]
    with pytest.raises(RulesError, match="twice"):
        player_lines(tables, "competition")
    with pytest.raises(RulesError, match="competition or campaign"):
        player_lines(TABLES, "league")


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_standings_properties(data):
    n = data.draw(st.integers(3, 30))
    tables, table_no, left = [], 1, list(range(1, n + 1))
    while left:
        size = min(len(left), data.draw(st.integers(3, 6)))
        if len(left) - size in (1, 2):
            size = len(left)
        players = tuple(left[:size])
        left = left[size:]
        places = competition_ranks(data.draw(st.lists(st.integers(0, 3), min_size=size,
                                                      max_size=size)))
        tables.append(SeatedTable(1, table_no, players, dict(zip(players, places)),
                                  data.draw(st.integers(-20, 20))))
        table_no += 1
    result = standings(list(range(1, n + 1)), tables, "competition")
    assert sorted(s.player for s in result) == list(range(1, n + 1))
    assert [s.rank for s in result] == competition_ranks([s.points for s in result])
    assert [s.points for s in result] == sorted((s.points for s in result), reverse=True)
    placement_total = sum(line.placement for s in result for line in s.lines)
    assert placement_total == sum(10 * len(t.players) * (len(t.players) + 1) // 2 for t in tables)
    for s in result:
        assert s.level == (sum(1 for o in result if o.rank == s.rank) > 1)


def test_needs_extension():
    assert needs_extension({1: 50, 2: 50, 3: 20})
    assert not needs_extension({1: 50, 2: 45, 3: 45})
    assert not needs_extension({1: 0})
    assert not needs_extension({})
    assert needs_extension({1: 0, 2: 0})


def test_campaign_lines_count_placement_only():
    lines = player_lines(TABLES, "campaign")
    assert lines[1] == [GameLine(1, 1, 1, 30, 0, 0), GameLine(2, 1, 2, 20, 0, 0)]
    assert lines[7] == [GameLine(1, 2, 4, 10, 0, 0), GameLine(2, 2, 4, 10, 0, 0)]


def test_nobody_is_ranked_before_a_result_counts():
    """Before any result nobody is "1st with 0.0 points"; a player is ranked once one of
    their results counts, and the ranks of the others close up over the unranked."""
    from tournament_director.rules.standings import counted
    seated = [SeatedTable(1, 1, (1, 2, 3), None), SeatedTable(1, 2, (4, 5, 6, 7), None)]
    assert counted(standings(PLAYERS[:7], seated, "competition")) == []
    # table 2 in, with a heavy penalty: its last player ends below zero, yet ranks 4th of 4
    seated[1] = SeatedTable(1, 2, (4, 5, 6, 7), {4: 1, 5: 2, 6: 2, 7: 4}, -15)
    rows = standings(PLAYERS[:7], seated, "competition")
    assert [r.player for r in rows if r.points == 0] == [1, 2, 3]  # unranked, above no. 7
    shown = counted(rows)
    assert [(r.rank, r.player, r.level) for r in shown] == [
        (1, 4, False), (2, 5, True), (2, 6, True), (4, 7, False)]
    # every result in: the same as the rules' own standings
    full = standings(PLAYERS, TABLES, "competition")
    assert counted(full) == [r for r in full if r.lines]
