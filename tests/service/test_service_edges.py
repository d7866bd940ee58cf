"""Rules and money at the edges through the service (issue 12's reproductions)."""

import pytest

from tournament_director.service import prizes, registration, results, seating
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.service.views import payout_json, report_payout, report_standings

BAD = {"cities": 0, "preserve_stones": 0, "limbo_groups": 5, "spaceport": False}  # -2.0


def one_game_event(tmp_path, players=6, games=1, **kw):
    ev = Event.create(tmp_path / "e.tdevent", name="Edge", games=games, fee=2000, seed=3,
                      **kw)  # 20.00: amounts are cents
    registration.register_many(ev, [{"name": f"Player {i + 1}"} for i in range(players)])
    return ev


def test_payout_with_a_never_seated_player_above_a_participant(tmp_path):
    with one_game_event(tmp_path) as ev:
        late = registration.add_player(ev,
                                       "No Show").value.start_no  # 7: registered, then not there
        registration.drop(ev, late)
        seating.seat_next_game(ev)
        registration.undrop(ev, late)  # brought back during the last game: never seated
        order = list(ev.game(1).tables[0].players)
        results.record(ev, 1, 1, places={p: i for i, p in enumerate(order, 1)}, items=BAD)
        # Points 4, 3, 2, 1, 0, -1: the no-show's 0 would rank above the last participant
        # (the payout refused: "Rank 7 of player ... does not follow from the ranks above it").
        p = prizes.payout(ev)
        rows = ev.standings()
        assert [r.player.start_no for r in rows] == order  # only participants
        assert [r.rank for r in rows] == [1, 2, 3, 4, 5, 6]
        assert p.pot == 12000 and p.total_paid == 12000
        assert p.give_back == ((late, 2000),)
        doc = payout_json(ev)
        assert doc["give_back"] == [{"start_no": late, "name": "No Show", "paid": 20}]
        assert doc["pot"] == 120 and doc["left_over"]["start_no"] == order[4]
        report = report_payout(ev)  # what the reports print: cents
        assert report["give_back"] == [{"start_no": late, "name": "No Show", "paid": 2000}]
        assert report["left_over"]["level_with"] == []
        assert late not in [r["start_no"] for r in report_standings(ev)["rows"]]


def test_late_entry_refused_once_the_last_game_is_seated(tmp_path):
    with one_game_event(tmp_path, games=2) as ev:
        seating.seat_next_game(ev)
        assert registration.add_player(ev, "Late But Fine").value.start_no == 7  # joins game 2
        results.record(ev, 1, 1,
                       places={p: i for i, p in enumerate(ev.game(1).tables[0].players, 1)},
                  items=BAD)
        seating.seat_next_game(ev)
        with pytest.raises(ServiceError, match="last game"):
            registration.add_player(ev, "Too Late")
        with pytest.raises(ServiceError, match="last game"):
            registration.register_many(ev, [{"name": "Too Late"}])
        for table in ev.game(2).tables:  # 7 players: 3 + 4
            results.record(ev, 2, table.table,
                           places={p: i for i, p in enumerate(table.players, 1)},
                      items=BAD)
        with pytest.raises(ServiceError, match="complete"):
            registration.add_player(ev, "Much Too Late")
        assert len(ev.players()) == 7


def test_tables_without_a_winner_refused(tmp_path):
    ev = Event.create(tmp_path / "t.tdevent", name="T", games=1, fee=0, seed=1,
                      game="terra-turrium", table_points="none")
    with ev:
        registration.register_many(ev, [{"name": f"P{i}"} for i in range(4)])
        seating.seat_next_game(ev)
        with pytest.raises(ServiceError, match="nobody"):
            results.record(ev, 1, 1,
                           results={p: {"won": False} for p in ev.game(1).tables[0].players})
        assert not ev.game(1).tables[0].has_result


def test_left_over_names_the_level_players(tmp_path):
    with one_game_event(tmp_path, players=5, tiebreaks="none") as ev:
        seating.seat_next_game(ev)
        t = ev.game(1).tables[0].players
        results.record(ev, 1, 1, places={t[0]: 1, t[1]: 2, t[2]: 3, t[3]: 3, t[4]: 3}, items=BAD)
        p = prizes.payout(ev)
        low = min(t[2:])
        assert p.left_over[0] == low
        assert p.left_over_level == tuple(sorted(set(t[2:]) - {low}))
        report = report_payout(ev)
        assert [x["start_no"] for x in report["left_over"]["level_with"]] == list(
            p.left_over_level)


def test_tiebreaks_asked_only_where_money_changes(tmp_path):
    with one_game_event(tmp_path, players=6) as ev:
        seating.seat_next_game(ev)
        t = ev.game(1).tables[0].players
        # places 1, 2, 2, 4, 4, 6: 1 prize place (6 participants); 2nd-to-last is place 5.
        results.record(ev, 1, 1, places={t[0]: 1, t[1]: 2, t[2]: 2, t[3]: 4, t[4]: 4, t[5]: 6},
                       items=BAD)
        assert sorted(prizes.needs_tiebreak(ev)) == sorted([t[3], t[4]])
        assert set(prizes.missing_tiebreaks(ev)) == {t[3], t[4]}
        prizes.set_tiebreaks(ev, {t[3]: "cards_and_tokens=1,harbour_master=no",
                             t[4]: "cards_and_tokens=2,harbour_master=no"})
        assert prizes.missing_tiebreaks(ev) == []
        rows = {r["start_no"]: r for r in report_standings(ev)["rows"]}
        assert rows[t[4]]["tiebreak"] == {"cards_and_tokens": 2, "harbour_master": False}
        assert rows[t[0]]["tiebreak"] is None
        assert rows[t[1]]["rank"] == rows[t[2]]["rank"] == 2  # level, no money: shared
        assert [i["key"] for i in report_standings(ev)["tiebreak_items"]] == [
            "cards_and_tokens", "harbour_master"]


def test_import_a_sign_up_form_export(tmp_path):
    csv = tmp_path / "form.csv"
    csv.write_text("Timestamp,First Name,LAST NAME,Email,Paid,Comments\n"
                   "2026-11-30 10:00,Jiří,Čermák,j@example.invalid,20,vegetarian\n"
                   "2026-11-30 10:05,Ben &,Jerry,b@example.invalid,,\n", encoding="utf-8")
    with one_game_event(tmp_path, players=0) as ev:
        preview = registration.preview_csv(ev, csv)
        assert preview.errors == []
        assert preview.ignored == ["Timestamp", "Email", "Comments"]
        added = registration.import_players(ev, csv).value
        assert [(p.name, p.paid) for p in added] == [("Jiří Čermák", 2000),
                                                     ("Ben & Jerry", 2000)]
