"""RULES.md "More settled points", worked by hand and run through the command line: game 1's
equalization for a table two or more away from the reference size, and tie-break values
entered for a level group that moves no money (issue 35)."""

from __future__ import annotations

import pytest


def _event(cli, path, players: int, games: int = 2):
    cli.ok("new", path, "--name", "Cup", "--games", games, "--fee", 10, "--seed", 5,
           "--table-points", "none")
    for i in range(1, players + 1):
        cli.ok("add-player", path, f"Player {i}")
    return [t["players"] for t in cli.ok("seat", path, "--json").json["tables"]]


def _record_in_order(cli, path, game: int, tables: list[list[int]]) -> None:
    for no, players in enumerate(tables, 1):
        ranks = ",".join(f"{p}={i}" for i, p in enumerate(players, 1))
        cli.ok("record", path, "--game", game, "--table", no, "--ranks", ranks)


def _game_line(cli, path) -> dict[int, dict]:
    """Each player's game 1 as `standings --json` gives it, with its points (the total of a
    player with one game)."""
    return {r["start_no"]: dict(r["games"][0], points=r["points"])
            for r in cli.ok("standings", path, "--json").json if r["games"]}


def test_a_table_of_4_against_a_reference_of_6_gets_1_point_each(cli, tmp_path):
    """12 players: game 1 drawn as 6 + 6 (reference 6). Two no-shows at table 1, which plays
    with 4: placement 4, 3, 2, 1 and +0.5 for each of the two players fewer, +1.0: 5.0, 4.0,
    3.0, 2.0. Table 2 (6, the reference): 6.0 .. 1.0, nothing added."""
    path = tmp_path / "cup.tdevent"
    tables = _event(cli, path, 12)
    assert [len(t) for t in tables] == [6, 6]
    gone = tables[0][-2:]
    for p in gone:
        cli.ok("drop", path, p, "--now")
    played = [tables[0][:4], tables[1]]
    _record_in_order(cli, path, 1, played)
    lines = _game_line(cli, path)
    assert [lines[p]["equalization"] for p in played[0]] == [1.0] * 4
    assert [lines[p]["points"] for p in played[0]] == [5.0, 4.0, 3.0, 2.0]
    assert [lines[p]["equalization"] for p in played[1]] == [0] * 6
    assert [lines[p]["points"] for p in played[1]] == [6.0, 5.0, 4.0, 3.0, 2.0, 1.0]
    assert not set(gone) & set(lines)  # the no-shows score nothing in game 1


def test_a_table_two_larger_gets_minus_1_point_each(cli, tmp_path):
    """16 players: game 1 drawn as 4 tables of 4 (reference 4). One player each of tables 2
    and 3 moved to table 1: table 1 plays with 6 (two more: -1.0 each), tables 2 and 3 with 3
    (one fewer: +0.5), table 4 with 4 (0)."""
    path = tmp_path / "cup.tdevent"
    tables = _event(cli, path, 16)
    assert [len(t) for t in tables] == [4, 4, 4, 4]
    for source in (1, 2):
        cli.ok("move", path, "--game", 1, tables[source][0], "--table", 1)
    now = [t["players"] for t in cli.ok("seating", path, "--game", 1, "--json").json["tables"]]
    assert [len(t) for t in now] == [6, 3, 3, 4]
    _record_in_order(cli, path, 1, now)
    lines = _game_line(cli, path)
    eq = [{lines[p]["equalization"] for p in table} for table in now]
    assert eq == [{-1.0}, {0.5}, {0.5}, {0}]
    assert [lines[p]["points"] for p in now[0]] == [5.0, 4.0, 3.0, 2.0, 1.0, 0.0]
    assert [lines[p]["points"] for p in now[1]] == [3.5, 2.5, 1.5]


@pytest.fixture
def finished(cli, tmp_path):
    """8 players, one game at two tables of 4, no table points: the two winners 4.0 each,
    then two level at 3.0, 2.0 and 1.0. 8 participants: 2 prizes (ranks 1 and 2), the
    left-over to the 7th: the groups at 1 and 7 move money, those at 3 and 5 do not."""
    path = tmp_path / "cup.tdevent"
    tables = _event(cli, path, 8, games=1)
    _record_in_order(cli, path, 1, tables)
    return path, tables


def test_values_entered_for_a_group_that_moves_no_money_break_its_rank(cli, finished):
    path, tables = finished
    third_a, third_b = tables[0][2], tables[1][2]  # 2.0 each: ranks 5 and 6, no money
    before = dict(cli.ok("payout", path, "--json").json, fingerprint=None)
    rows = {r["start_no"]: r for r in cli.ok("standings", path, "--json").json}
    assert (rows[third_a]["rank"], rows[third_b]["rank"]) == (5, 5)
    assert rows[third_a]["level"] and rows[third_b]["level"]
    cli.ok("tiebreak", path, third_a, "--values", "cards_and_tokens=3,harbour_master=no")
    cli.ok("tiebreak", path, third_b, "--values", "cards_and_tokens=5,harbour_master=no")
    rows = {r["start_no"]: r for r in cli.ok("standings", path, "--json").json}
    assert (rows[third_b]["rank"], rows[third_a]["rank"]) == (5, 6)
    assert not rows[third_a]["level"] and not rows[third_b]["level"]
    # the group at 3 has no values: it keeps its shared rank; the money is as it was
    second_a, second_b = tables[0][1], tables[1][1]
    assert (rows[second_a]["rank"], rows[second_b]["rank"]) == (3, 3)
    assert dict(cli.ok("payout", path, "--json").json, fingerprint=None) == before


def test_values_for_part_of_a_group_leave_it_level(cli, finished):
    path, tables = finished
    third_a, third_b = tables[0][2], tables[1][2]
    cli.ok("tiebreak", path, third_a, "--values", "cards_and_tokens=9,harbour_master=yes")
    rows = {r["start_no"]: r for r in cli.ok("standings", path, "--json").json}
    assert (rows[third_a]["rank"], rows[third_b]["rank"]) == (5, 5)
