"""Guarded results from the tables, as the service sees them: a sender per seat (one phone
agreeing with itself is one sender), what the director confirms is what the table agreed
(a conflict needs the submission chosen, `seen` refuses a newer one and names it), a
submission sent before a move, swap or no-show is stale and never confirmed, new addresses
for a table whose code leaked, and a damaged row that blocks only its own table."""

from __future__ import annotations

import sqlite3

import pytest

from tournament_director.service import entry, history, inbox, overrides
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store.inbox import inbox_path

from ..entry_helpers import SEED_ITEMS, event_in_play, in_order, send


@pytest.fixture
def path(tmp_path):
    return event_in_play(tmp_path / "guarded.tdevent", players=20)


def reverse(path, table: int) -> dict[int, int]:
    order = in_order(path, table)
    return {p: len(order) + 1 - i for p, i in order.items()}


def test_one_phone_sending_twice_is_one_sender_and_never_agrees_with_itself(path):
    first = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS, sender="phone:a")
    again = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS, sender="phone:a")
    with Event.open(path) as ev:
        (w,) = inbox.waiting(ev)
        assert [s.seq for s in w.sent] == [again.seq] and again.seq > first.seq
        assert (w.status, len(w.sent), w.version) == ("pending", 1, again.seq)
        a_seat = ev.table(1, 1).players[2]
        send(path, 1, places=in_order(path, 1), items=SEED_ITEMS, start_no=a_seat)
        (w,) = inbox.waiting(ev)
        assert (w.status, w.agreeing) == ("agreed", 2)  # the table's page and a seat
        assert [s.seat for s in w.sent] == [None, 3]
        doc = inbox.inbox_json(ev)[0]
        assert doc["senders"] == 2
        assert doc["submissions"][1]["sender"] == {"seat": 3, "start_no": a_seat}


def test_a_seat_that_sends_again_replaces_its_own(path):
    with Event.open(path) as ev:
        a, b = ev.table(1, 2).players[:2]
    send(path, 2, places=in_order(path, 2), items=SEED_ITEMS, start_no=a)
    send(path, 2, places=reverse(path, 2), items=SEED_ITEMS, start_no=b)
    with Event.open(path) as ev:
        assert inbox.waiting(ev)[0].status == "conflict"
        fixed = send(path, 2, places=in_order(path, 2), items=SEED_ITEMS, start_no=b)
        (w,) = inbox.waiting(ev)
        assert w.status == "agreed" and w.version == fixed.seq and len(w.sent) == 2


def test_confirm_records_what_the_director_saw_never_what_came_last(path):
    seen = send(path, 3, places=in_order(path, 3), items=SEED_ITEMS)
    with Event.open(path) as ev:
        version = inbox.waiting(ev)[0].version
        later = send(path, 3, places=reverse(path, 3), items=SEED_ITEMS)  # another phone
        with pytest.raises(ServiceError, match=f"submission {later.seq}; you saw {version}"):
            inbox.confirm(ev, 1, 3, seen=version)
        with pytest.raises(ServiceError, match=r"sent different results \(submissions "
                                               f"{seen.seq}, {later.seq}\\)"):
            inbox.confirm(ev, 1, 3)
        with pytest.raises(ServiceError, match="has no waiting submission 999"):
            inbox.confirm(ev, 1, 3, submission=999)
        assert not ev.table(1, 3).has_result
        inbox.confirm(ev, 1, 3, submission=seen.seq, seen=later.seq)
        assert ev.table(1, 3).places == in_order(ev, 3)  # the one chosen, exactly as sent
        assert ev.audit_log(1)[0].after["sent"]["seq"] == seen.seq


@pytest.mark.parametrize("change", ["swap", "move", "drop-now"])
def test_a_submission_sent_before_the_players_changed_is_stale_and_never_confirmed(path,
                                                                                    change):
    with Event.open(path) as ev:
        one, two = ev.table(1, 1), ev.table(1, 2)
    sent = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    with Event.open(path) as ev:
        if change == "swap":
            overrides.swap(ev, 1, one.players[0], two.players[0])
        elif change == "move":
            overrides.move(ev, 1, two.players[0], 1)
        else:
            overrides.drop_now(ev, one.players[0])
        (w,) = inbox.waiting(ev)
        assert w.status == "stale" and w.stale == {sent.seq}
        assert inbox.inbox_json(ev)[0]["submissions"][0]["stale"] is True
        with pytest.raises(ServiceError, match="sent before the table's players changed"):
            inbox.confirm(ev, 1, 1)
        with pytest.raises(ServiceError, match="sent before the table's players changed"):
            inbox.confirm(ev, 1, 1, submission=sent.seq)
        assert not ev.table(1, 1).has_result
        fresh = send(path, 1, places=in_order(ev, 1), items=SEED_ITEMS)  # sent again
        (w,) = inbox.waiting(ev)
        assert w.status == "pending" and w.fresh == [fresh]
        inbox.confirm(ev, 1, 1)
        assert ev.table(1, 1).has_result


def test_new_addresses_for_a_table_whose_code_leaked(path):
    with Event.open(path) as ev:
        before = entry.links(ev, seats=True)
        seat_paths = [s["path"] for s in before[1]["seats"]]
        players = ev.table(1, 2).players
        assert [s["seat"] for s in before[1]["seats"]] == list(range(1, len(players) + 1))
        assert [s["start_no"] for s in before[1]["seats"]] == list(players)
        every = {link["path"] for link in before} | {
            s["path"] for link in before for s in link["seats"]}
        assert len(every) == len(before) + 20  # each table's and each player's, all different
    send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
    with Event.open(path) as ev:
        done = entry.renew(ev, 1, 2)
        assert "new addresses" in done.message and ev.audit_log(1)[0].action == "renew"
        after = entry.links(ev, seats=True)
        assert after[0] == before[0] and after[2:] == before[2:]  # the other tables keep theirs
        assert after[1]["path"] != before[1]["path"]
        assert not {s["path"] for s in after[1]["seats"]} & set(seat_paths)
        assert inbox.waiting(ev) == []  # what came through the old addresses no longer counts
        send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
        assert [w.table for w in inbox.waiting(ev)] == [2]
        history.undo(ev)  # the old addresses back (and what came through them)
        assert entry.links(ev, seats=True) == before
        with pytest.raises(ServiceError, match="Game 2 is not seated"):
            entry.renew(ev, 2, 1)
        assert history.verify(ev) == []


def test_a_damaged_row_blocks_only_its_own_table_and_reject_clears_it(path):
    good = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    bad = send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
    conn = sqlite3.connect(inbox_path(path))
    conn.execute("UPDATE submissions SET places = '{broken' WHERE seq = ?", [bad.seq])
    conn.commit()
    conn.close()
    with Event.open(path) as ev:
        found = inbox.read(ev)
        assert [w.table for w in found.tables] == [1] and found.tables[0].sent == (good,)
        assert [(d.seq, d.table) for d in found.damaged] == [(bad.seq, 2)]
        assert f"submissions {bad.seq} (table 2) cannot be read" in \
            inbox.damaged_words(ev, found.damaged)
        with pytest.raises(ServiceError, match=f"Submission {bad.seq} of table 2 cannot be"):
            inbox.confirm(ev, 1, 2)
        inbox.confirm(ev, 1, 1)  # the other tables go on
        inbox.reject(ev, 1, 2)  # what the damaged table sent, thrown away
        assert inbox.read(ev).damaged == []
