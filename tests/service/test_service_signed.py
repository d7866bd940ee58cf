"""Issue 34, point 2: after the signature, a changed payout is said. `signed.check` tells
whether the log passes through the fingerprint, lists the lines after it, and names each
recipient whose total (refund, prize, left-over) now differs from the signed one, computed
again over the event as it stood at the signature."""

import sqlite3

import pytest

from tournament_director.service import adjustments, history, prizes, registration, results
from tournament_director.service import signed as signature
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store import changes, records
from tournament_director.store.database import EventDatabase


def totals(event):
    p = prizes.payout(event)
    out = {}
    for start_no, amount in [*p.refunds, *((w.player, w.amount) for w in p.winners),
                             p.left_over]:
        out[start_no] = out.get(start_no, 0) + amount
    return {k: v for k, v in out.items() if v}


@pytest.fixture
def event(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    with Event.open(path) as event:
        yield event


def swap_the_winners(event):
    table = event.table(2, 1)
    first, second = sorted(table.places, key=table.places.get)[:2]
    places = dict(table.places)
    places[first], places[second] = places[second], places[first]
    return results.record(event, 2, 1, places=places, items=table.items)


LATER = {
    "a result corrected": swap_the_winners,
    "a fee": lambda ev: registration.edit_player(ev, 3, paid=4000),
    "an adjustment": lambda ev: adjustments.adjust(ev, prizes.payout(ev).winners[0].player,
                                                   "-30.0", "Cheating"),
    "an undo": lambda ev: (registration.edit_player(ev, 3, paid=4000), history.undo(ev)),
}


def test_nothing_after_the_signature(event):
    said = signature.check(event, event.fingerprint())
    assert said.holds and said.signed_payout
    assert said.later == () and said.payout_changed == ()
    assert "nothing before it was rewritten" in said.said


@pytest.mark.parametrize("what", LATER)
def test_each_later_change_is_listed_and_the_money_compared(event, what):
    fingerprint = event.fingerprint()
    before = totals(event)
    LATER[what](event)
    after = totals(event)
    said = signature.check(event, fingerprint)
    assert said.holds
    assert [e.id for e in said.later] == [e.id for e in reversed(event.audit_log())][
        -len(said.later):]
    assert len(said.later) == (2 if what == "an undo" else 1)
    expected = tuple((p, before.get(p, 0), after.get(p, 0))
                     for p in sorted({*before, *after}) if before.get(p, 0) != after.get(p, 0))
    assert said.payout_changed == expected
    if what == "an undo":
        assert expected == ()  # taken back: the money is as signed
    else:
        assert expected  # each of these moves money


def test_a_name_changed_after_the_signature_moves_no_money(event):
    fingerprint = event.fingerprint()
    registration.edit_player(event, 4, name="Renamed Player")
    said = signature.check(event, fingerprint)
    assert said.holds and len(said.later) == 1 and said.payout_changed == ()


def test_a_hand_made_line_hashed_the_programs_way_is_listed(event, tmp_path):
    fingerprint = event.fingerprint()
    path = event.path
    event.close()
    conn = sqlite3.connect(path, isolation_level=None)
    db = EventDatabase(conn, path)
    conn.execute("BEGIN")
    conn.execute("UPDATE players SET paid = 90 WHERE start_no = 7")
    changes.seal(db, "2026-12-05T10:00:00+01:00", "edit", "Edited player 7", None, None)
    conn.execute("COMMIT")
    conn.close()
    with Event.open(path) as again:
        assert history.verify(again) == []  # a line as the program makes one
        said = signature.check(again, fingerprint)
        assert said.holds and [e.summary for e in said.later] == ["Edited player 7"]
        changed = {p: (was, now) for p, was, now in said.payout_changed}
        assert changed and all(was != now for was, now in changed.values())


def test_a_payout_gone_since_the_signature_is_all_now_zero(event):
    fingerprint = event.fingerprint()
    signed_totals = totals(event)
    for _ in range(3):  # the tie-breaks and game 2's results taken back: no payout now
        history.undo(event)
    with pytest.raises(ServiceError):
        prizes.payout(event)
    said = signature.check(event, fingerprint)
    assert said.holds and said.signed_payout
    assert said.payout_changed == tuple((p, a, 0) for p, a in sorted(signed_totals.items()))


def test_a_fingerprint_taken_before_the_event_was_complete_has_no_payout(event):
    early = records.audit_rows(event.db)[-2]  # the head after the import of the players
    conn = event.db
    head = conn.execute("SELECT hash FROM audit WHERE id = ?", [early[0]]).fetchone()[0]
    said = signature.check(event, head)
    assert said.holds and not said.signed_payout and said.payout_changed == ()
    assert len(said.later) == len(event.audit_log()) - early[0]


def test_a_fingerprint_the_log_does_not_pass_through(event):
    said = signature.check(event, "0" * 64)
    assert not said.holds and said.later == () and "does not pass through" in said.said
