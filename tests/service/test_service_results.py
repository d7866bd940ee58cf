"""Recording results: places or the game's own results, validation, preview, corrections, status."""

import pytest

from tournament_director.service import configure, prizes, registration, results, seating
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError

NO_ITEMS = {"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False}


def make(tmp_path, players, **kw):
    kw.setdefault("games", 3)
    ev = Event.create(tmp_path / "e.tdevent", name="Cup", fee=10, seed=8, **kw)
    registration.register_many(ev, [{"name": f"Player {i + 1}"} for i in range(players)])
    return ev


def test_terra_nova_scores_give_places_and_small_tables(tmp_path):
    with make(tmp_path, 10, game="terra-nova", table_points="none") as ev:
        game = seating.seat_next_game(ev).value
        assert game.sizes == [3, 3, 4]  # Terra Nova seats at most 4
        t = game.tables[2]
        scores = dict(zip(t.players, [{"score": 45}, {"score": 60}, {"score": 45},
                                      {"score": 12}]))
        results.record(ev, 1, 3, results=scores)
        stored = ev.table(1, 3)
        a, b, c, d = t.players
        assert stored.places == {a: 2, b: 1, c: 2, d: 4}
        assert stored.results[b] == {"score": 60}
        lines = {ln.start_no: ln for ln in results.preview(ev, 1, 3, results=scores)}
        # reference size of game 1 [3,3,4] is 3: the table of 4 gets -0.5
        assert lines[b].placement == 40 and lines[b].equalization == -5
        assert lines[a].placement == 25 and lines[c].placement == 25


def test_terravista_points_then_steps(tmp_path):
    with make(tmp_path, 5, game="terravista-points", table_points="none") as ev:
        t = seating.seat_next_game(ev).value.tables[0]
        res = dict(zip(t.players, [{"points": 70, "steps": 30}, {"points": 70, "steps": 31},
                                   {"points": 65, "steps": 40}, {"points": 70, "steps": 31},
                                   {"points": 10, "steps": 5}]))
        results.record(ev, 1, 1, results=res)
        a, b, c, d, e = t.players
        assert ev.table(1, 1).places == {b: 1, d: 1, a: 3, c: 4, e: 5}


def test_terra_turrium_winners_share_first(tmp_path):
    with make(tmp_path, 4, game="terra-turrium", table_points="none") as ev:
        t = seating.seat_next_game(ev).value.tables[0]
        won = dict(zip(t.players, [{"won": True}, {"won": False}, {"won": True},
                                   {"won": False}]))
        results.record(ev, 1, 1, results=won)
        a, b, c, d = t.players
        assert ev.table(1, 1).places == {a: 1, c: 1, b: 3, d: 3}


@pytest.mark.parametrize("places, items, message", [
    ({1: 1, 2: 2, 3: 3}, NO_ITEMS, "no result for player"),
    ({1: 1, 2: 2, 3: 3, 4: 4, 99: 5}, NO_ITEMS, "did not play there"),
    ({1: 1, 2: 3, 3: 3, 4: 4}, NO_ITEMS, "place"),
    ({1: 1, 2: 2, 3: 3, 4: 4}, {"cities": 1}, "preserve_stones"),
    ({1: 1, 2: 2, 3: 3, 4: 4}, dict(NO_ITEMS, cities=-1), "cities"),
    ({1: 1, 2: 2, 3: 3, 4: 4}, dict(NO_ITEMS, towers=2), "towers"),
])
def test_invalid_results_are_refused_and_nothing_is_saved(tmp_path, places, items, message):
    with make(tmp_path, 8) as ev:
        table = seating.seat_next_game(ev).value.tables[0]
        mapping = dict(zip(table.players, [places.get(k) for k in (1, 2, 3, 4)]))
        mapping = {p: v for p, v in mapping.items() if v is not None}
        if 99 in places:
            mapping[99] = places[99]
        log_before = len(ev.audit_log())
        with pytest.raises(ServiceError, match=message):
            results.record(ev, 1, table.table, places=mapping, items=items)
        assert not ev.table(1, table.table).has_result
        assert len(ev.audit_log()) == log_before


def test_status_tells_where_the_event_stands(tmp_path):
    with make(tmp_path, 39) as ev:
        st = ev.status()
        assert st.can_seat and st.next_game == 1
        assert st.next_plan == (4, 5, 5, 5, 5, 5, 5, 5)  # 7x5 + 4: one table one smaller
        game = seating.seat_next_game(ev).value
        st = ev.status()
        assert st.headline == "Game 1 of 3 - 0 of 8 tables in"
        # the tables in short, as the window's headline says them
        assert not st.can_seat and "tables 1-8:" in st.seat_refusal
        for t in game.tables[:7]:
            results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                           items=NO_ITEMS)
            if t.table == 2:
                assert "tables 3-8:" in ev.status().seat_refusal
        assert ev.status().headline == "Game 1 of 3 - 7 of 8 tables in"
        last = game.tables[7]
        results.record(ev, 1, last.table, places={p: i for i, p in enumerate(last.players, 1)},
                       items=NO_ITEMS)
        st = ev.status()
        assert st.can_seat and st.next_plan == (3, 3, 4, 4, 4, 5, 5, 5, 6)


def test_settings_lock_once_game_one_is_seated(tmp_path):
    with make(tmp_path, 8) as ev:
        configure.update_settings(ev, game="terravista-points", paper="Letter")
        configure.update_settings(ev, game="generic")
        seating.seat_next_game(ev)
        with pytest.raises(ServiceError, match="cannot change"):
            configure.update_settings(ev, mode="campaign")
        with pytest.raises(ServiceError, match="cannot change"):
            configure.update_settings(ev, table_points=())
        assert configure.update_settings(ev, name="Renamed", games=5).value.games == 5
        assert ev.settings.paper == "Letter"
        with pytest.raises(ServiceError, match="1 to 99"):
            configure.update_settings(ev, games=0)


def test_a_seating_can_be_taken_back_until_a_result_is_in(tmp_path):
    with make(tmp_path, 8) as ev:
        first = seating.seat_next_game(ev).value
        registration.add_player(ev, "Late Lena")  # arrived just after the seating
        assert "taken back" in seating.unseat_last_game(ev).message
        assert ev.games_seated() == 0
        again = seating.seat_next_game(ev).value
        assert again.sizes == [4, 5] and first.sizes == [4, 4]
        t = again.tables[0]
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                       items=NO_ITEMS)
        with pytest.raises(ServiceError, match="already has results"):
            seating.unseat_last_game(ev)
        assert ev.audit_log()[1].action == "seat" and ev.audit_log()[2].action == "unseat"


def test_recording_the_same_result_again_changes_nothing(tmp_path):
    with make(tmp_path, 8) as ev:
        t = seating.seat_next_game(ev).value.tables[0]
        places = {p: i for i, p in enumerate(t.players, 1)}
        results.record(ev, 1, t.table, places=places, items=NO_ITEMS)
        log = len(ev.audit_log())
        outcome = results.record(ev, 1, t.table, places=places, items=dict(NO_ITEMS)).value
        assert "nothing changed" in outcome.message and not outcome.correction
        assert len(ev.audit_log()) == log


def test_without_tiebreaks_level_players_stay_level(tmp_path):
    ev = Event.create(tmp_path / "e.tdevent", name="Cup", fee=10, seed=8, games=1,
                      tiebreaks="none", table_points="none")
    with ev:
        registration.register_many(ev, [{"name": f"P{i}"} for i in range(6)])
        t = seating.seat_next_game(ev).value.tables[0]
        results.record(ev, 1, 1, places=dict(zip(t.players, [1, 1, 3, 4, 5, 6])))
        assert prizes.needs_tiebreak(ev) == []
        rows = ev.standings()
        assert rows[0].rank == rows[1].rank == 1 and rows[0].level
        with pytest.raises(ServiceError):
            configure.update_settings(ev, tiebreaks="chess")


def test_during_the_last_game_there_is_no_next_game(tmp_path):
    with make(tmp_path, 200, games=1) as ev:
        game = seating.seat_next_game(ev).value
        st = ev.status()
        assert st.next_game is None and not st.can_seat
        # every waiting table, in short (as the window's headline), not the first 12
        assert f"tables 1-{len(game.tables)}:" in st.seat_refusal
        for t in game.tables[1:40:2]:  # every other table in: 20 gaps
            results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                           items=NO_ITEMS)
        refusal = ev.status().seat_refusal
        assert "tables 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23 and 8 more:" in refusal
