"""The day's exceptions through the service: check-in at the door, a no-show after seating
(drop now), moves and swaps in the game being played, adjustments. Each is one action, one
audit line, undone and redone row for row; each refusal says what to do and changes nothing."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.service import (
    adjustments,
    history,
    overrides,
    prizes,
    registration,
    results,
    seating,
)
from tournament_director.service.actions import ACTIONS
from tournament_director.service.done import NOTHING, Changes
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.service.views import standings_json
from tournament_director.store.changes import data_tables

HARD = ["Małgorzata Wiśniewska", "王小明", "Ben & Jerry", "<i>Ivy</i> League",
        "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)", "Zoë 🎲 Dice", "Þórunn Guðmundsdóttir",
        "Jiří Čermák", "Дмитрий Шостакович", "@handle", "+44 Fan"]


def snapshot(ev) -> dict:
    return {t: ev.db.execute(f'SELECT rowid, * FROM "{t}" ORDER BY rowid').fetchall()
            for t in data_tables(ev.db)}


def make(tmp_path, players=10, games=2, name="cup", **kw):
    kw.setdefault("table_points", "none")
    ev = Event.create(tmp_path / f"{name}.tdevent", name="Cup", games=games, fee=1000, seed=4,
                      **kw)
    registration.register_many(ev, [{"name": n} for n in HARD[:players]])
    return ev


def by_seat(table) -> dict:
    """The result of a table: the player in seat 1 wins, seat 2 second, ..."""
    return {p: i for i, p in enumerate(table.players, 1)}


def play(ev, game_no):
    for t in ev.game(game_no).tables:
        if not t.has_result:
            results.record(ev, game_no, t.table, places=by_seat(t))


def unchanged(ev, call, *words):
    """The call is refused with a message that says each of `words`; no row changes."""
    before = snapshot(ev)
    lines = len(ev.audit_log())
    with pytest.raises(ServiceError) as refused:
        call()
    for word in words:
        assert word in str(refused.value)
    assert snapshot(ev) == before and len(ev.audit_log()) == lines
    return str(refused.value)


def undone_and_redone(ev, call):
    """The action is one audit line of its own; undo restores every row, redo the action's."""
    before = snapshot(ev)
    lines = len(ev.audit_log())
    done = call()
    after = snapshot(ev)
    assert after != before and len(ev.audit_log()) == lines + 1
    assert done.changes == ACTIONS[ev.audit_log(1)[0].action].changes
    assert history.verify(ev) == []
    history.undo(ev)
    assert snapshot(ev) == before
    history.redo(ev)
    assert snapshot(ev) == after
    assert history.verify(ev) == []
    return done


# -- check-in ------------------------------------------------------------------------------------
def test_seating_game_1_seats_only_the_players_checked_in_and_names_who_was_left_out(tmp_path):
    with make(tmp_path) as ev:
        assert ev.status().here is None  # check-in not used: everybody is seated
        done = undone_and_redone(ev, lambda: registration.checkin(ev, [1, 2, 3, 4, 5, 6, 7]))
        assert done.changes == Changes(players=True)
        assert "7 of 10 here" in done.message
        st = ev.status()
        assert (st.here, st.active_players, st.next_plan) == (7, 10, (3, 4))
        assert st.headline.endswith("- 7 of 10 here")
        seated = seating.seat_next_game(ev)
        assert sorted(p for t in seated.value.tables for p in t.players) == list(range(1, 8))
        assert seated.message == ("Left out (not checked in): 8 Þórunn Guðmundsdóttir, "
                                  "9 Jiří Čermák, 10 Дмитрий Шостакович.")
        assert "left out, not here: 8 Þórunn" in ev.audit_log(1)[0].summary
        # they stay registered, never seated: no participants, their fee is given back
        assert {p.start_no for p in ev.players() if p.active} == set(range(1, 11))
        assert ev.participants() == set(range(1, 8))
        play(ev, 1)
        assert {r.player.start_no for r in ev.standings()} == set(range(1, 8))
        # one of them arrives during game 1: checked in, they join game 2
        registration.checkin(ev, [9])
        game2 = seating.seat_next_game(ev)
        assert 9 in {p for t in game2.value.tables for p in t.players}
        assert "8 Þórunn" in game2.message and "9 Jiří" not in game2.message
        play(ev, 2)
        pay = prizes.payout(ev)
        assert {s for s, _fee in pay.give_back} == {8, 10}


def test_checkin_refusals_and_what_changes_nothing(tmp_path):
    with make(tmp_path) as ev:
        registration.drop(ev, 3)
        unchanged(ev, lambda: registration.checkin(ev, [1, 3]), "Ben & Jerry",
                  "bring them back first")
        unchanged(ev, lambda: registration.checkin(ev, [1, 99]), "no player with start number 99")
        unchanged(ev, lambda: registration.checkin(ev, []), "start number")
        registration.checkin(ev, [1, 2])
        lines = len(ev.audit_log())
        again = registration.checkin(ev, [2, 1])
        assert again.changes == NOTHING and "nothing changed" in again.message
        assert len(ev.audit_log()) == lines
        taken_back = undone_and_redone(ev, lambda: registration.checkin(ev, [2], here=False))
        assert taken_back.message.startswith("Not here: 2 王小明.")
        # back from a drop means here; a player registered at the desk is here
        registration.undrop(ev, 3)
        late = registration.add_player(ev, "José Decomposed").value
        assert ev.player(3).checked_in and late.checked_in
        assert not ev.player(4).checked_in


def test_late_entries_are_checked_in_once_check_in_is_used(tmp_path):
    with make(tmp_path, players=8) as ev:
        registration.checkin(ev, range(1, 8))
        seating.seat_next_game(ev)
        added = registration.register_many(ev, [{"name": "Late One"}, {"name": "Late Two"}])
        assert all(p.checked_in for p in added.value)
        play(ev, 1)
        seated2 = {p for t in seating.seat_next_game(ev).value.tables for p in t.players}
        assert {9, 10} <= seated2 and 8 not in seated2


# -- a no-show after seating (drop now) ----------------------------------------------------------
def test_a_no_show_leaves_the_table_and_the_rest_play_on(tmp_path):
    with make(tmp_path) as ev:  # 10 players: game 1 at two tables of 5
        seating.seat_next_game(ev)
        table = ev.table(1, 1)
        gone = table.players[1]
        done = undone_and_redone(ev, lambda: overrides.drop_now(ev, gone))
        assert done.changes == Changes(players=True, seating=True)
        assert "plays with 4" in done.message and "Print the sheet of table 1 again" in \
            done.message
        after = ev.table(1, 1)
        assert after.players == tuple(p for p in table.players if p != gone)
        assert after.absent == (gone,) and after.seated_size == 5
        player = ev.player(gone)
        assert (player.status, player.dropped_after) == ("dropped", 0)
        assert overrides.changed_tables(ev, 1) == [1]
        # the table's result is for the four who played: 4..1, +0.5 (one below the 5s)
        unchanged(ev, lambda: results.record(ev, 1, 1, places=by_seat(table)),
                  f"player {gone} did not play there")
        preview = results.preview(ev, 1, 1, places=by_seat(after))
        assert [(line.placement, line.equalization) for line in preview] == [
            (40, 5), (30, 5), (20, 5), (10, 5)]
        play(ev, 1)
        rows = {r.player.start_no: r for r in ev.standings()}
        assert rows[after.players[0]].points == 45
        assert rows[gone].points == 0 and rows[gone].lines == ()
        assert rows[gone].no_shows == ((1, 1),) and rows[gone].participant
        # a participant (seated in a game): in the final standings, the fee in the pot
        seating.seat_next_game(ev)
        assert gone not in {p for t in ev.game(2).tables for p in t.players}
        play(ev, 2)
        assert gone in {r.player.start_no for r in ev.standings(final=True)}
        assert prizes.payout(ev).pot == 100_00  # cents
        assert history.verify(ev) == []


def test_drop_now_refusals_say_what_to_do(tmp_path):
    with make(tmp_path, players=7) as ev:  # game 1: tables of 3 and 4
        seating.seat_next_game(ev)
        small, big = ev.game(1).tables
        assert small.size == 3
        unchanged(ev, lambda: overrides.drop_now(ev, small.players[0]),
                  "Table 1 would be left with 2 players", "move somebody to table 1 first")
        results.record(ev, 1, 2, places=by_seat(big))
        unchanged(ev, lambda: overrides.drop_now(ev, big.players[0]),
                  "has its result in", "without --now")
        unchanged(ev, lambda: overrides.drop_now(ev, 99), "no player with start number 99")


def test_drop_now_without_a_game_being_played_is_a_drop(tmp_path):
    with make(tmp_path, players=7) as ev:
        done = overrides.drop_now(ev, 3)
        assert ev.audit_log(1)[0].action == "drop" and "drops out" in done.message
        unchanged(ev, lambda: overrides.drop_now(ev, 3), "already dropped out")


def test_a_no_show_in_game_2_at_a_table_of_4_plays_with_3(tmp_path):
    with make(tmp_path, players=8) as ev:  # game 2 of 8: tables of 4 and 4
        seating.seat_next_game(ev)
        play(ev, 1)
        seating.seat_next_game(ev)
        t = ev.table(2, 1)
        overrides.drop_now(ev, t.players[3])
        left = ev.table(2, 1)
        preview = results.preview(ev, 2, 1, places=by_seat(left))
        assert [(line.placement, line.equalization) for line in preview] == [
            (30, 10), (20, 10), (10, 10)]  # a table of 3 in a later game: +1.0


# -- moves and swaps ---------------------------------------------------------------------------
def test_move_and_swap_in_the_game_being_played(tmp_path):
    with make(tmp_path, players=9) as ev:  # game 1: 4 and 5
        seating.seat_next_game(ev)
        four, five = ev.game(1).tables
        mover = five.players[0]
        done = undone_and_redone(ev, lambda: overrides.move(ev, 1, mover, 1, seat=2))
        assert done.changes == Changes(seating=True) and done.value == [1, 2]
        assert ev.table(1, 1).players == (four.players[0], mover, *four.players[1:])
        assert ev.table(1, 2).players == five.players[1:]
        assert "table 2 plays with 4, table 1 with 5" in done.message
        assert "Print the sheets of tables 1 and 2 again." in done.message
        a, b = ev.table(1, 1).players[0], ev.table(1, 2).players[-1]
        swapped = undone_and_redone(ev, lambda: overrides.swap(ev, 1, a, b))
        assert ev.table(1, 1).players[0] == b and ev.table(1, 2).players[-1] == a
        assert "Swapped" in swapped.message
        assert overrides.changed_tables(ev, 1) == [1, 2]
        same = overrides.move(ev, 1, ev.table(1, 1).players[-1], 1)
        assert same.changes == NOTHING and "already" in same.message
        assert history.verify(ev) == []


def test_move_and_swap_refusals_say_what_to_do(tmp_path):
    with make(tmp_path, players=7, games=3) as ev:  # tables of 3 and 4
        unchanged(ev, lambda: overrides.move(ev, 1, 1, 1), "seat game 1 first")
        seating.seat_next_game(ev)
        small, big = ev.game(1).tables
        unchanged(ev, lambda: overrides.move(ev, 1, small.players[0], 2),
                  "Table 1 would be left with 2 players", "move somebody else to table 1 first")
        unchanged(ev, lambda: overrides.move(ev, 1, big.players[0], 3), "no table 3")
        unchanged(ev, lambda: overrides.move(ev, 2, big.players[0], 1), "Game 2 is not seated")
        unchanged(ev, lambda: overrides.swap(ev, 1, 2, 2), "two different players")
        results.record(ev, 1, 1, places=by_seat(small))
        unchanged(ev, lambda: overrides.swap(ev, 1, small.players[0], big.players[0]),
                  "Table 1 of game 1 has its result in")
        play(ev, 1)
        seating.seat_next_game(ev)
        unchanged(ev, lambda: overrides.move(ev, 1, 1, 1), "Game 1 is over",
                  "only the game being played (game 2)")


def test_a_move_stays_within_what_a_game_for_4_seats(tmp_path):
    with make(tmp_path, players=8, game="terra-nova") as ev:  # two tables of 4
        seating.seat_next_game(ev)
        unchanged(ev, lambda: overrides.move(ev, 1, ev.table(1, 1).players[0], 2),
                  "Table 2 has 4 players already", "the most this game seats")


# -- adjustments ----------------------------------------------------------------------------------
def test_an_adjustment_changes_the_next_seating_and_the_prize_money(tmp_path):
    """7 players, 2 games, fee 10, no table points. Game 1 at tables of 3 and 4, won in seat
    order: the 4's give 4.0, 3.0, 2.0, 1.0; the 3's (one below the reference 4) 3.5, 2.5,
    1.5. Game 2 seats the best three at table 1: without an adjustment the 4.0 (A), 3.5 (B)
    and 3.0 (C); A's -2.0 puts the 2.5 (D) there instead."""
    def game_1(ev):
        seating.seat_next_game(ev)
        play(ev, 1)
        small, big = ev.game(1).tables
        return big.players[0], small.players[0], big.players[1], small.players[1]
    with make(tmp_path, players=7, name="control") as control:
        a, b, c, d = game_1(control)
        assert set(seating.seat_next_game(control).value.tables[0].players) == {a, b, c}
    with make(tmp_path, players=7) as ev:
        assert game_1(ev) == (a, b, c, d)
        done = undone_and_redone(ev, lambda: adjustments.adjust(
            ev, a, "-2.0", "Late back from lunch"))
        assert done.changes == Changes(adjustments=True) and done.value == 20
        assert done.message == (f"-2.0 for {ev.player(a).name} ({a}): Late back from lunch. "
                                "Their total is now 2.0.")
        table1 = seating.seat_next_game(ev).value.tables[0]
        assert set(table1.players) == {b, c, d}
        # game 2: table 1 won B, C, D (3.0, 2.0, 1.0 and +1.0 at a table of 3), table 2 A
        # first (4.0 + 0.5): B 7.5, A 6.5, C 6.0
        results.record(ev, 2, 1, places={b: 1, c: 2, d: 3})
        others = [p for p in ev.table(2, 2).players if p != a]
        results.record(ev, 2, 2, places={a: 1, **{p: i for i, p in enumerate(others, 2)}})
        points = ev.points()
        assert (points[b], points[a], points[c]) == (75, 65, 60)
        pay = prizes.payout(ev)  # pot 70, A and B won the last game: 5 back each; rest 60
        assert [(w.player, w.amount) for w in pay.winners] == [(b, 6000)]  # cents
        # a penalty for B after the last game: A is first and takes the prize
        adjustments.adjust(ev, b, -20, "Mobile phone at the table", game_no=2)
        assert [(w.player, w.amount) for w in prizes.payout(ev).winners] == [(a, 6000)]
        row = next(r for r in standings_json(ev) if r["start_no"] == b)
        assert row["points"] == 5.5
        assert row["adjustments"] == [{"points": -2.0, "reason": "Mobile phone at the table",
                                       "game": 2}]
        assert "Adjustment -2.0 for" in ev.audit_log(1)[0].summary


def test_adjustments_count_in_the_standings_after_their_game(tmp_path):
    with make(tmp_path, players=7, games=3) as ev:
        seating.seat_next_game(ev)
        adjustments.adjust(ev, 1, "0.5", "Before the first result")  # during game 1
        play(ev, 1)
        seating.seat_next_game(ev)
        adjustments.adjust(ev, 1, "-1.0", "Late back from lunch")  # during game 2
        adjustments.adjust(ev, 2, "1.5", "Fair play award", game_no=1)
        assert [a.reason for a in ev.adjustments(after_game=1)] == [
            "Before the first result", "Fair play award"]
        assert len(ev.adjustments(after_game=2)) == 3
        after1 = {r.player.start_no: r for r in ev.standings(after_game=1)}
        now = {r.player.start_no: r for r in ev.standings()}
        assert now[1].points - after1[1].points == -10
        assert [a.points for a in now[1].adjustments] == [5, -10]


def test_adjustment_refusals(tmp_path):
    with make(tmp_path, players=7) as ev:
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "0", "x"), "0 points changes nothing")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1.25", "x"), "at most one decimal")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "abc", "x"), "not a number of points")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "1000", "x"), "999.9")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1", "   "), "reason is empty")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1", "a\nb"), "line break")
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1", "late", game_no=1),
                  "No game is seated yet")
        unchanged(ev, lambda: adjustments.adjust(ev, 99, "-1", "late"), "start number 99")
        seating.seat_next_game(ev)
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1", "late", game_no=2),
                  "Game 2 is not seated")
        done = adjustments.adjust(ev, 1, "-1", "  <b>Ben & Jerry</b>'s 🎲 rule  ")
        assert ev.adjustments()[0].reason == "<b>Ben & Jerry</b>'s 🎲 rule"
        assert done.value == -10


# -- random days: every exception undone and redone row for row, verify after each step ----
DAY = ["checkin", "checkin", "seat", "seat", "drop-now", "move", "move", "swap", "adjust", "record",
       "record", "undo", "undo", "redo"]


def _day_step(ev, step, rng):
    players = ev.players()
    seated = ev.games_seated()
    open_tables = ([t for t in ev.game(seated).tables if not t.has_result] if seated else [])
    sitting = [p for t in open_tables for p in t.players]
    if step == "checkin":
        registration.checkin(ev, rng.sample([p.start_no for p in players if p.active], 3),
                             here=rng.random() < 0.8)
    elif step == "seat":
        seating.seat_next_game(ev)
    elif step == "drop-now":
        overrides.drop_now(ev, rng.choice(sitting))
    elif step == "move":
        overrides.move(ev, seated, rng.choice(sitting), rng.choice(open_tables).table,
                       rng.choice([None, 1, 2, 3]))
    elif step == "swap":
        a, b = rng.sample(sitting, 2)
        overrides.swap(ev, seated, a, b)
    elif step == "adjust":
        adjustments.adjust(ev, rng.choice(players).start_no, rng.choice(["-1.0", "0.5", "-0.3"]),
                           "Late back from lunch", rng.choice([None, seated or None]))
    elif step == "record":
        t = rng.choice(open_tables)
        results.record(ev, seated, t.table, places=by_seat(t))
    elif step == "undo":
        history.undo(ev)
    else:
        history.redo(ev)


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.sampled_from(DAY), min_size=6, max_size=24),
       seed=st.integers(0, 1000))
def test_random_days_of_exceptions_undo_redo_and_verify(tmp_path_factory, steps, seed):
    rng = random.Random(seed)
    with make(tmp_path_factory.mktemp("day"), players=0, games=3) as ev:
        states = [snapshot(ev)]  # the creation: never taken back
        registration.register_many(ev, [{"name": n} for n in HARD])
        states.append(snapshot(ev))
        redo: list = []
        for step in steps:
            lines = len(ev.audit_log())
            try:
                _day_step(ev, step, rng)
            except (ServiceError, IndexError, ValueError):
                continue  # refused (or nothing to choose from): nothing changed
            now = snapshot(ev)
            if len(ev.audit_log()) == lines:  # nothing to change (a move to where one sits)
                assert now == states[-1]
                continue
            if step == "undo":
                assert len(states) > 1
                redo.append(states.pop())
                assert now == states[-1]
            elif step == "redo":
                states.append(redo.pop())
                assert now == states[-1]
            else:
                states.append(now)
                redo.clear()
            assert history.verify(ev) == []
            for t in ev.seated_tables():  # the tables as played never fall below 3
                assert len(t.players) >= 3 or t.places is not None


def test_check_in_decides_only_the_first_seating(tmp_path):
    """Issue 34, point 4 (RULES.md, "Check-in after seating"): once seated, a player's
    check-in is not taken back (it would leave them out of the next seating); `drop` is the
    way out. A player never seated can still be marked not here."""
    with make(tmp_path) as ev:
        registration.checkin(ev, [1, 2, 3, 4, 5, 6, 7, 8])
        seating.seat_next_game(ev)
        said = unchanged(ev, lambda: registration.checkin(ev, [1], here=False),
                         HARD[0], "seated already", "drop")
        assert "nobody was changed" in said
        unchanged(ev, lambda: registration.checkin(ev, [9, 1], here=False), "seated already")
        registration.checkin(ev, [9])
        undone_and_redone(ev, lambda: registration.checkin(ev, [9], here=False))
        play(ev, 1)
        game2 = seating.seat_next_game(ev).value
        assert {p for t in game2.tables for p in t.players} == set(range(1, 9))


def test_an_adjustment_is_for_a_participant(tmp_path):
    """Issue 34, point 5 (RULES.md, "Adjustments are for participants")."""
    with make(tmp_path, players=8) as ev:
        unchanged(ev, lambda: adjustments.adjust(ev, 1, "-1.0", "Late"),
                  HARD[0], "has not been seated in any game")
        registration.checkin(ev, range(1, 8))
        seating.seat_next_game(ev)
        unchanged(ev, lambda: adjustments.adjust(ev, 8, "2,0", "Award"),  # left out
                  "has not been seated in any game", "once they have been seated")
        assert undone_and_redone(ev, lambda: adjustments.adjust(ev, 7, "2,0", "Award")
                                 ).value == 20


def test_drop_now_between_games_is_a_drop(tmp_path):
    """Issue 34, point 8 (CLI.md): no table of the last seated game without a result: a
    plain drop (the player keeps their points and is not seated again)."""
    with make(tmp_path, players=8) as ev:
        seating.seat_next_game(ev)
        play(ev, 1)
        player = ev.table(1, 1).players[0]
        done = overrides.drop_now(ev, player)
        assert ev.audit_log(1)[0].action == "drop" and history.verify(ev) == []
        assert done.message.endswith("drops out and is not seated again.")
        assert ev.player(player).dropped_after == 1 and ev.table(1, 1).absent == ()
        game2 = seating.seat_next_game(ev).value
        assert player not in {p for t in game2.tables for p in t.players}
