"""The day's exceptions in the rules: a table played smaller after a no-show, adjustments in
the total, and the director's moves and swaps of a seated game."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.rules import overrides
from tournament_director.rules.errors import RulesError
from tournament_director.rules.standings import (
    Adjustment,
    GameLine,
    SeatedTable,
    Standing,
    check_adjustment,
    counted,
    player_lines,
    standings,
)


# -- a table played smaller than seated ------------------------------------------------------
def test_a_4_player_table_that_plays_with_3_in_game_2():
    """Game 2 of 7 players: tables of 3 and 4. Player 7 does not come back to table 2:
    it plays with 3, so placement 3, 2, 1 and the equalization of a table of 3 (+1.0)."""
    game2 = [SeatedTable(2, 1, (1, 2, 3), {1: 1, 2: 2, 3: 3}, 0),
             SeatedTable(2, 2, (4, 5, 6), {4: 1, 5: 2, 6: 3}, 0, absent=(7,))]
    lines = player_lines(game2, "competition")
    assert lines[4] == [GameLine(2, 2, 1, 30, 0, 10)]  # 3.0 + 1.0, not 4.0 + 0.5
    assert lines[5] == [GameLine(2, 2, 2, 20, 0, 10)]
    assert lines[6] == [GameLine(2, 2, 3, 10, 0, 10)]
    assert 7 not in lines  # the no-show scores nothing that game
    # the same table played at 4: 4, 3, 2, 1 and +0.5
    full = player_lines([SeatedTable(2, 2, (4, 5, 6, 7), {4: 1, 5: 2, 6: 3, 7: 4}, 0)],
                        "competition")
    assert full[4] == [GameLine(2, 2, 1, 40, 0, 5)]


def test_a_game_1_table_one_below_the_reference_size_after_a_no_show():
    """Game 1 of 10: two tables of 5 (the reference size 5). A no-show at table 1: it plays
    with 4, one below the reference, so +0.5 each; table 2 keeps 0."""
    game1 = [SeatedTable(1, 1, (1, 2, 3, 4), {1: 1, 2: 2, 3: 3, 4: 4}, 0, absent=(5,)),
             SeatedTable(1, 2, (6, 7, 8, 9, 10), {6: 1, 7: 2, 8: 3, 9: 4, 10: 5}, 0)]
    lines = player_lines(game1, "competition")
    assert [lines[p][0].placement for p in (1, 2, 3, 4)] == [40, 30, 20, 10]
    assert {lines[p][0].equalization for p in (1, 2, 3, 4)} == {5}
    assert {lines[p][0].equalization for p in (6, 7, 8, 9, 10)} == {0}


def test_game_1_reference_is_the_plan_as_seated_not_as_played():
    """9 players in game 1: tables of 4 and 5 (reference 5, the larger on a tie). A no-show
    at the 5: both tables play with 4, yet the reference stays 5: +0.5 at both (against the
    played sizes, 4 and 4, it would be 0)."""
    game1 = [SeatedTable(1, 1, (1, 2, 3, 4), {1: 1, 2: 2, 3: 3, 4: 4}, 0),
             SeatedTable(1, 2, (5, 6, 7, 8), {5: 1, 6: 2, 7: 3, 8: 4}, 0, absent=(9,))]
    lines = player_lines(game1, "competition")
    assert {lines[p][0].equalization for p in range(1, 9)} == {5}


def test_game_1_reference_is_the_plan_as_drawn_when_it_is_known():
    """Two tables of 5 drawn; a no-show at table 1 and a player moved there from table 2:
    table 1 plays with 5 (the reference: 0), table 2 with 4 (+0.5). Counting the no-show's
    seat, the tables would be 6 and 4: a reference of 6 would give table 1 +0.5."""
    game1 = [SeatedTable(1, 1, (1, 2, 3, 4, 6), {1: 1, 2: 2, 3: 3, 4: 4, 6: 5}, 0,
                         absent=(5,)),
             SeatedTable(1, 2, (7, 8, 9, 10), {7: 1, 8: 2, 9: 3, 10: 4}, 0)]
    lines = player_lines(game1, "competition", plans={1: [5, 5]})
    assert {lines[p][0].equalization for p in (1, 2, 3, 4, 6)} == {0}
    assert {lines[p][0].equalization for p in (7, 8, 9, 10)} == {5}
    moved = [SeatedTable(1, 1, (1, 2, 3, 4), {1: 1, 2: 2, 3: 3, 4: 4}, 0),
             SeatedTable(1, 2, (5, 6, 7, 8, 9, 10), {p: p - 4 for p in range(5, 11)}, 0)]
    lines = player_lines(moved, "competition", plans={1: [5, 5]})  # a move: 4 and 6
    assert (lines[1][0].equalization, lines[5][0].equalization) == (5, -5)


def test_a_no_show_is_listed_and_ranked_with_what_they_scored():
    game1 = [SeatedTable(1, 1, (1, 2, 3), {1: 1, 2: 2, 3: 3}, 0, absent=(4,))]
    result = standings([1, 2, 3, 4], game1, "competition")
    # seated at 4 (the reference), played at 3: +0.5 each
    assert [(s.player, s.points) for s in result] == [(1, 35), (2, 25), (3, 15), (4, 0)]
    assert result[-1].lines == ()


@given(n=st.integers(3, 6), absent=st.integers(0, 3))
def test_placement_points_count_the_players_who_played(n, absent):
    table = SeatedTable(2, 1, tuple(range(1, n + 1)), {p: p for p in range(1, n + 1)}, 0,
                        absent=tuple(range(100, 100 + absent)))
    lines = player_lines([table], "competition")
    assert sum(lines[p][0].placement for p in table.players) == 10 * n * (n + 1) // 2
    assert {lines[p][0].equalization for p in table.players} == {{3: 10, 4: 5}.get(n, 0)}


# -- adjustments --------------------------------------------------------------------------------
GAME1 = [SeatedTable(1, 1, (1, 2, 3), {1: 1, 2: 2, 3: 3}, 0),
         SeatedTable(1, 2, (4, 5, 6), {4: 1, 5: 2, 6: 3}, 0)]


def test_an_adjustment_is_part_of_the_total_and_of_the_ranking():
    late = Adjustment(1, -15, "Late back from lunch", 1)
    result = standings([1, 2, 3, 4, 5, 6], GAME1, "competition", adjustments=[late])
    by_player = {s.player: s for s in result}
    assert by_player[1].points == 30 - 15  # 3.0 for the win, -1.5
    assert by_player[1].adjustments == (late,)
    assert by_player[2].adjustments == ()
    # 1 was level with 4 (3.0 each): now below 2 and 5 (2.0) as well
    assert [s.player for s in result][:4] == [4, 2, 5, 1]


def test_adjustments_are_whole_tenths_with_a_reason():
    for bad in (Adjustment(1, 0, "nothing"), Adjustment(1, -10, "  ")):
        with pytest.raises(RulesError):
            standings([1, 2, 3], GAME1[:1], "competition", adjustments=[bad])
    with pytest.raises(RulesError):
        standings([1, 2, 3], GAME1[:1], "competition",
                  adjustments=[Adjustment(1, 0.5, "a float")])


@given(given_points=st.lists(st.tuples(st.integers(1, 6), st.integers(-999, 999)
                                       .filter(bool)), max_size=8))
def test_points_are_the_games_plus_the_adjustments(given_points):
    adjustments = [Adjustment(p, pts, "reason") for p, pts in given_points]
    bare = {s.player: s.points for s in standings(list(range(1, 7)), GAME1, "competition")}
    result = standings(list(range(1, 7)), GAME1, "competition", adjustments=adjustments)
    for s in result:
        assert s.points == bare[s.player] + sum(a.points for a in adjustments
                                                if a.player == s.player)
    points = [s.points for s in result]
    assert points == sorted(points, reverse=True)


# -- moves and swaps ------------------------------------------------------------------------------
SEATING = {1: [1, 2, 3, 4], 2: [5, 6, 7, 8, 9], 3: [10, 11, 12]}


def test_a_move_to_another_table_and_seat():
    assert overrides.move(SEATING, 9, 1, seat=2) == {1: [1, 9, 2, 3, 4], 2: [5, 6, 7, 8]}
    assert overrides.move(SEATING, 5, 3) == {2: [6, 7, 8, 9], 3: [10, 11, 12, 5]}
    assert overrides.move(SEATING, 1, 1, seat=4) == {1: [2, 3, 4, 1]}  # within the table
    assert overrides.move(SEATING, 4, 1) == {}  # the last seat of its own table already


def test_a_move_that_breaks_a_table_is_refused_with_the_way_out():
    with pytest.raises(RulesError, match="table 3 first"):
        overrides.move(SEATING, 10, 1)  # table 3 would play with 2
    with pytest.raises(RulesError, match="most this game seats"):
        overrides.move(SEATING, 1, 2, most=5)
    with pytest.raises(RulesError, match="no table 9"):
        overrides.move(SEATING, 1, 9)
    with pytest.raises(RulesError, match="seats 1 to 4"):
        overrides.move(SEATING, 5, 3, seat=6)
    with pytest.raises(RulesError, match="Anna \\(99\\) is not seated"):
        overrides.move(SEATING, 99, 1, names={99: "Anna"})


def test_a_no_show_leaves_and_a_table_never_falls_below_three():
    assert overrides.leave(SEATING, 2) == {1: [1, 3, 4]}
    with pytest.raises(RulesError, match="move somebody to table 3 first"):
        overrides.leave(SEATING, 11)


def test_a_swap():
    assert overrides.swap(SEATING, 2, 11) == {1: [1, 11, 3, 4], 3: [10, 2, 12]}
    assert overrides.swap(SEATING, 1, 4) == {1: [4, 2, 3, 1]}
    with pytest.raises(RulesError, match="two different players"):
        overrides.swap(SEATING, 3, 3)


seatings = st.lists(st.integers(3, 6), min_size=1, max_size=6).map(
    lambda sizes: {t: list(range(10 * t, 10 * t + size)) for t, size in enumerate(sizes, 1)})


def _apply(tables, changed):
    return {t: changed.get(t, players) for t, players in tables.items()}


@given(tables=seatings, data=st.data())
def test_a_move_keeps_everyone_seated_once_and_the_others_in_order(tables, data):
    everyone = sorted(p for players in tables.values() for p in players)
    player = data.draw(st.sampled_from(everyone))
    target = data.draw(st.sampled_from(sorted(tables)))
    seat = data.draw(st.none() | st.integers(1, 7))
    try:
        changed = overrides.move(tables, player, target, seat)
    except RulesError:
        return
    after = _apply(tables, changed)
    assert sorted(p for players in after.values() for p in players) == everyone
    assert all(3 <= len(players) <= 6 for players in after.values())
    assert player in after[target]
    if seat is not None:
        assert after[target].index(player) == seat - 1
    for t in tables:  # nobody else changes places relative to each other
        assert [p for p in after[t] if p != player] == [p for p in tables[t] if p != player]


@given(tables=seatings, data=st.data())
def test_a_swap_keeps_the_sizes_and_twice_is_nothing(tables, data):
    everyone = sorted(p for players in tables.values() for p in players)
    a, b = data.draw(st.lists(st.sampled_from(everyone), min_size=2, max_size=2,
                              unique=True))
    after = _apply(tables, overrides.swap(tables, a, b))
    assert {t: len(p) for t, p in after.items()} == {t: len(p) for t, p in tables.items()}
    assert overrides.find(after, a) == overrides.find(tables, b)
    assert _apply(after, overrides.swap(after, a, b)) == tables


# -- the refusals, word for word (the director reads them at the desk) -------------------------
NAMES = {1: "Ann", 5: "Ben", 10: "Kim", 11: "Lee", 99: "Anna"}


def refusal(action) -> str:
    with pytest.raises(RulesError) as info:
        action()
    return str(info.value)


def test_a_player_who_is_not_seated_is_named_or_numbered():
    assert refusal(lambda: overrides.find(SEATING, 99, NAMES)) == \
        "Anna (99) is not seated in this game."
    assert refusal(lambda: overrides.find(SEATING, 99)) == "99 is not seated in this game."
    assert refusal(lambda: overrides.find(SEATING, 98, NAMES)) == \
        "98 is not seated in this game."  # a name only where one is known
    assert refusal(lambda: overrides.leave(SEATING, 99, names=NAMES)) == \
        "Anna (99) is not seated in this game."
    assert refusal(lambda: overrides.swap(SEATING, 99, 1, NAMES)) == \
        "Anna (99) is not seated in this game."
    assert refusal(lambda: overrides.swap(SEATING, 1, 99, NAMES)) == \
        "Anna (99) is not seated in this game."


def test_a_no_show_that_would_break_a_table_is_refused_word_for_word():
    assert refusal(lambda: overrides.leave(SEATING, 11, names=NAMES)) == (
        "Table 3 would be left with 2 players, and a table needs at least 3: move somebody to "
        "table 3 first, then take Lee (11) off it.")
    assert refusal(lambda: overrides.leave(SEATING, 2, least=4)) == (
        "Table 1 would be left with 3 players, and a table needs at least 4: move somebody to "
        "table 1 first, then take 2 off it.")


def test_a_move_refused_word_for_word():
    assert refusal(lambda: overrides.move(SEATING, 1, 9, names=NAMES)) == \
        "There is no table 9 in this game: its tables are 1 to 3."
    assert refusal(lambda: overrides.move({4: [1, 2, 3], 7: [4, 5, 6]}, 1, 5)) == \
        "There is no table 5 in this game: its tables are 4 to 7."
    assert refusal(lambda: overrides.move(SEATING, 5, 3, seat=5, names=NAMES)) == (
        "Table 3 has seats 1 to 4 for Ben (5): give a seat from 1 to 4, or none for the last "
        "seat.")
    assert refusal(lambda: overrides.move(SEATING, 10, 1, names=NAMES)) == (
        "Table 3 would be left with 2 players, and a table needs at least 3: move somebody else "
        "to table 3 first, or swap Kim (10) with a player of table 1 instead.")
    assert refusal(lambda: overrides.move(SEATING, 1, 2, most=5, names=NAMES)) == (
        "Table 2 has 5 players already, the most this game seats: move somebody from table 2 "
        "to another table first, or swap Ann (1) with a player there instead.")
    assert refusal(lambda: overrides.swap(SEATING, 3, 3)) == (
        "A swap needs two different players: give the start number of the other one.")


@pytest.mark.parametrize("seat", [0, -1, 6])
def test_a_move_to_a_seat_the_table_does_not_have(seat):
    assert refusal(lambda: overrides.move(SEATING, 10, 1, seat=seat)).startswith(
        "Table 1 has seats 1 to 5 for 10: ")


def test_a_move_to_the_first_seat_and_to_the_last():
    assert overrides.move(SEATING, 9, 1, seat=1) == {1: [9, 1, 2, 3, 4], 2: [5, 6, 7, 8]}
    assert overrides.move(SEATING, 9, 1, seat=5) == {1: [1, 2, 3, 4, 9], 2: [5, 6, 7, 8]}
    assert overrides.move(SEATING, 4, 1, seat=1) == {1: [4, 1, 2, 3]}  # within the table
    assert overrides.move(SEATING, 1, 1, seat=1) == {}  # already there


@pytest.mark.parametrize("bad", [0.5, True, "-1.0", None])
def test_adjustment_points_are_integer_tenths(bad):
    assert refusal(lambda: check_adjustment(bad, "reason")) == \
        f"Adjustment points must be integer tenths, got {bad!r}."


def test_an_adjustment_refused_word_for_word():
    assert refusal(lambda: check_adjustment(0, "reason")) == (
        "An adjustment of 0 points changes nothing: give the points, e.g. -1.0 for a penalty or "
        "0.5 for an award.")
    assert refusal(lambda: standings([1, 2, 3], GAME1[:1], "competition",
                                     adjustments=[Adjustment(1, -10, " \t")])) == (
        "An adjustment needs its reason, e.g. \"Late back from lunch\": say why the points are "
        "given or taken.")
    check_adjustment(-1, "Late")  # a tenth either way is an adjustment
    check_adjustment(1, "Early")


def test_the_standings_score_game_1_against_the_plan_as_drawn():
    """As test_game_1_reference_is_the_plan_as_drawn_when_it_is_known, through standings:
    the points of table 1 (played at 5, drawn at 5) carry no equalization."""
    game1 = [SeatedTable(1, 1, (1, 2, 3, 4, 6), {1: 1, 2: 2, 3: 3, 4: 4, 6: 5}, 0,
                         absent=(5,)),
             SeatedTable(1, 2, (7, 8, 9, 10), {7: 1, 8: 2, 9: 3, 10: 4}, 0)]
    everyone = list(range(1, 11))
    drawn = {s.player: s.points for s in standings(everyone, game1, "competition",
                                                   plans={1: [5, 5]})}
    assert (drawn[1], drawn[7]) == (50, 45)
    as_seated = {s.player: s.points for s in standings(everyone, game1, "competition")}
    assert as_seated[1] == 55  # the no-show's seat counted: 6 and 4, the reference 6


def test_counted_closes_up_over_every_unranked_player_above():
    """Ranks 1 (one with a result, one without), 3 (without), 4: the last is 2nd once the
    two unranked ahead of it are left out; and the one ranked of a level pair is not level."""
    line = GameLine(1, 1, 1, 30, 0, 0)
    rows = [Standing(1, 1, 30, (line,), True), Standing(1, 2, 30, (), True),
            Standing(3, 3, 0, (), False), Standing(4, 4, -5, (line,), False)]
    assert [(r.rank, r.player, r.level) for r in counted(rows)] == [(1, 1, False),
                                                                   (2, 4, False)]
