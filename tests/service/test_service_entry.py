"""Results from the tables as the service sees them: the tables' addresses, the inbox's
status, confirm (exactly as record), reject, undo of both, and a table recorded by any means
leaving the inbox."""

from __future__ import annotations

import base64
import hashlib
import hmac

import pytest

from tournament_director.service import entry, history, inbox, results, seating
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store import records

from ..entry_helpers import SEED_ITEMS, event_in_play, in_order, send


@pytest.fixture
def path(tmp_path):
    return event_in_play(tmp_path / "entry.tdevent")


def test_each_table_and_game_has_its_own_unguessable_address_all_game_long(path):
    ev = Event.open(path)
    first = entry.links(ev)
    assert [link["table"] for link in first] == [1, 2, 3, 4]
    tokens = [link["path"].removeprefix("/t/") for link in first]
    assert all(link["path"].startswith("/t/") for link in first)
    assert len(set(tokens)) == 4 and all(len(t) == 32 for t in tokens)  # 192 bits, base64
    secret = records.entry_secret(ev.db)
    at = records.seated_at(ev.db, 1)
    mac = hmac.new(secret, f"td-table-entry\x1f1\x1f{at}\x1f1".encode(), hashlib.sha256)
    wanted = base64.urlsafe_b64encode(mac.digest()[:entry.TOKEN_BYTES]).decode().rstrip("=")
    assert tokens[0] == wanted and entry.TOKEN_BYTES * 8 >= 128
    results.record(ev, 1, 1, places=in_order(ev, 1), items=SEED_ITEMS)
    assert entry.links(ev) == first  # the same for the whole game
    for t in (2, 3, 4):
        results.record(ev, 1, t, places=in_order(ev, t), items=SEED_ITEMS)
    seating.seat_next_game(ev)
    second = entry.links(ev)
    assert not {link["path"] for link in second} & {link["path"] for link in first}
    assert entry.links(ev, 1) == first
    ev.close()


def test_a_tables_address_is_the_same_hmac_sha256_as_ever():
    # printed sheets carry these codes: the same secret, game, moment and table give the
    # same address in every version (RFC 4231's case 2 checks the HMAC itself)
    def reference(secret, game, at, table):
        mac = hmac.new(secret, f"td-table-entry\x1f{game}\x1f{at}\x1f{table}".encode(),
                       hashlib.sha256).digest()[:entry.TOKEN_BYTES]
        return base64.urlsafe_b64encode(mac).decode().rstrip("=")
    assert hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest() == \
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    known = [((bytes(range(32)), 3, "2026-12-01T17:50:00+01:00", 12),
              "I7y6Bbm-MLwxCCzhoK__BoN5U5_RE1c9"),
             ((b"k" * 100, 1, "", 1), "ZawtplL2nYDd0qYBHMGfFY04bptAwWF3")]  # a key over 64 bytes
    for given, token in known:
        assert entry.token_of(*given) == token == reference(*given)


def test_a_game_seated_again_gets_new_addresses(path):
    import time
    ev = Event.open(path)
    before = entry.links(ev)
    seating.unseat_last_game(ev)
    time.sleep(1.05)  # seated again at another second (the time is to the second)
    seating.seat_next_game(ev)
    assert not {link["path"] for link in entry.links(ev)} & {link["path"] for link in before}
    ev.close()


def test_the_inbox_says_pending_agreed_or_conflict(path):
    right = in_order(path, 1)
    send(path, 1, places=right, items=SEED_ITEMS)
    ev = Event.open(path)
    (w,) = inbox.waiting(ev)
    assert (w.table, w.status, len(w.sent)) == (1, "pending", 1)
    send(path, 1, places=right, items=SEED_ITEMS)
    assert inbox.waiting(ev)[0].status == "agreed"
    other = dict(SEED_ITEMS, cities=5)
    send(path, 1, places=right, items=other)  # table points differ
    w = inbox.waiting(ev)[0]
    assert (w.status, len(w.sent), w.agreeing) == ("conflict", 3, 1)
    send(path, 1, places=right, items=SEED_ITEMS)  # the newest agrees with two, not all
    w = inbox.waiting(ev)[0]
    assert (w.status, w.agreeing) == ("conflict", 3)
    (doc,) = inbox.inbox_json(ev)
    assert set(doc) == {"game", "table", "ranks", "points", "submissions", "status",
                        "received_at", "version", "senders", "refused"}
    assert doc["ranks"] == {str(p): place for p, place in right.items()}
    assert doc["points"] == SEED_ITEMS and len(doc["submissions"]) == 4
    assert doc["version"] == w.newest.seq == doc["submissions"][-1]["id"]
    assert doc["senders"] == 4 and doc["refused"] == 0
    assert [set(x) for x in doc["submissions"]] == [
        {"id", "ranks", "points", "sender", "received_at", "stale"}] * 4
    assert doc["submissions"][2]["points"] == other
    assert doc["submissions"][0]["sender"] == {"seat": None, "start_no": None}
    ev.close()


def test_confirm_records_the_newest_exactly_as_record_would(tmp_path):
    a = event_in_play(tmp_path / "a.tdevent", game="terravista-points")
    b = event_in_play(tmp_path / "b.tdevent", game="terravista-points")
    ev_a, ev_b = Event.open(a), Event.open(b)
    table = ev_a.table(1, 2)
    given = {p: {"points": 40 + i, "steps": 100 - i} for i, p in enumerate(table.players)}
    send(a, 2, results={p: {"points": 1, "steps": 1} for p in table.players},
         items=SEED_ITEMS)
    newest = send(a, 2, results=given, items=SEED_ITEMS)
    with pytest.raises(ServiceError, match="sent different results"):
        inbox.confirm(ev_a, 1, 2)  # a conflict: the director says which
    done = inbox.confirm(ev_a, 1, 2, submission=newest.seq)
    results.record(ev_b, 1, 2, results=given, items=SEED_ITEMS)
    confirmed, recorded = ev_a.table(1, 2), ev_b.table(1, 2)
    assert confirmed.places == recorded.places and confirmed.results == given
    assert confirmed.items == recorded.items == SEED_ITEMS
    assert ev_a.standings() == ev_b.standings()
    assert done.changes.results and done.changes.inbox
    line = ev_a.audit_log(1)[0]
    assert line.action == "confirm" and "as sent by the table" in line.summary
    assert line.after["sent"]["submissions"] == 2 and line.after["sent"]["status"] == "conflict"
    assert inbox.waiting(ev_a) == []  # it left the inbox
    assert history.verify(ev_a) == []
    ev_a.close()
    ev_b.close()


def test_undo_takes_a_confirmation_back_and_what_was_sent_waits_again(path):
    send(path, 3, places=in_order(path, 3), items=SEED_ITEMS)
    ev = Event.open(path)
    inbox.confirm(ev, 1, 3)
    assert ev.table(1, 3).has_result and inbox.waiting(ev) == []
    assert history.undo(ev).message == "Undone: result of game 1 table 3 sent by the table."
    assert not ev.table(1, 3).has_result
    assert [w.table for w in inbox.waiting(ev)] == [3]
    ev.close()


def test_reject_throws_away_what_waits_and_the_table_can_send_again(path):
    first = send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
    ev = Event.open(path)
    before = results_in(ev)
    done = inbox.reject(ev, 1, 2)
    assert done.changes.inbox and not done.changes.results
    assert inbox.waiting(ev) == [] and results_in(ev) == before
    assert ev.audit_log(1)[0].action == "reject"
    again = send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
    assert [s.seq for s in inbox.waiting(ev)[0].sent] == [again.seq] and again.seq > first.seq
    history.undo(ev)  # the rejection taken back: both wait
    assert [s.seq for s in inbox.waiting(ev)[0].sent] == [first.seq, again.seq]
    ev.close()


def results_in(ev):
    return records.results_in(ev.db)


def test_a_table_recorded_by_any_means_leaves_the_inbox(path):
    send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    send(path, 4, places=in_order(path, 4), items=SEED_ITEMS)
    ev = Event.open(path)
    results.record(ev, 1, 1, places=in_order(ev, 1), items=SEED_ITEMS)
    assert [w.table for w in inbox.waiting(ev)] == [4]
    with pytest.raises(ServiceError, match="recorded already"):
        inbox.confirm(ev, 1, 1)
    with pytest.raises(ServiceError, match="Nothing waits from game 1 table 2"):
        inbox.reject(ev, 1, 2)
    with pytest.raises(ServiceError, match="no table 9"):
        inbox.confirm(ev, 1, 9)
    ev.close()


def test_confirm_refuses_when_the_table_sent_again_meanwhile(path):
    seen = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    send(path, 1, places=in_order(path, 1), items=dict(SEED_ITEMS, cities=0))
    ev = Event.open(path)
    with pytest.raises(ServiceError, match="sent another result meanwhile"):
        inbox.confirm(ev, 1, 1, submission=seen.seq, seen=seen.seq)
    assert not ev.table(1, 1).has_result
    done = inbox.reject(ev, 1, 1, seen=seen.seq)  # only what the director saw
    assert done.changes.inbox and len(inbox.waiting(ev)[0].sent) == 1
    ev.close()


def test_what_record_would_refuse_is_refused_with_records_message(path):
    ev = Event.open(path)
    facts = entry.facts(ev)
    table = facts.table(1)
    seats = list(table.players)
    wrong = {seats[0]: 1, seats[1]: 1, seats[2]: 1}  # a player missing
    with pytest.raises(ServiceError) as from_table:
        entry.check(facts, table, places=wrong, items=SEED_ITEMS)
    with pytest.raises(ServiceError) as from_record:
        results.record(ev, 1, 1, places=wrong, items=SEED_ITEMS)
    assert str(from_table.value) == str(from_record.value)
    with pytest.raises(ServiceError, match="^points: Missing from the table points"):
        entry.read_record_syntax(facts.settings, "1=1", None, "cities=1")
    given = entry.read_record_syntax(facts.settings, "1=1", None,
                                     "cities=1,preserve_stones=0,limbo_groups=0,spaceport=no")
    assert given["places"] == {1: "1"}
    with pytest.raises(ServiceError, match="no result for players"):
        entry.check(facts, table, **given)
    ev.close()


def test_the_phones_form_says_what_the_windows_form_says(tmp_path):
    path = event_in_play(tmp_path / "tv.tdevent", game="terravista-points")
    ev = Event.open(path)
    facts = entry.facts(ev)
    table = facts.table(1)
    a, b = table.players[:2]
    typed = {f"p{a}_points": "12", f"p{a}_steps": "x", f"p{b}_points": "3"}
    form = entry.read_form(facts.settings, table, facts.names, typed)
    assert form.message == (f"Seat 1, #{a} {facts.names[a]}: Total steps must be a whole "
                            "number 0 or more, not 'x'.")
    assert form.seats[0].fields[1].error and form.seats[0].fields[1].value == "x"
    typed[f"p{a}_steps"] = "5"
    form = entry.read_form(facts.settings, table, facts.names, typed)
    assert form.message.startswith("Enter first: total steps of seat 2, points of seat 3")
    full = {f"p{p}_{k}": str(v) for i, p in enumerate(table.players)
            for k, v in (("points", 10 * i), ("steps", i))}
    full.update({"i_cities": "2", "i_preserve_stones": "1", "i_limbo_groups": "0",
                 "i_spaceport": "yes"})
    form = entry.read_form(facts.settings, table, facts.names, full)
    assert form.message == "" and form.values == SEED_ITEMS
    place_of, res, items = entry.check(facts, table, **form.kwargs, items=form.values)
    assert place_of[table.players[-1]] == 1 and res[table.players[0]] == {"points": 0,
                                                                          "steps": 0}
    ev.close()


def test_record_syntax_round_trips_a_submission(tmp_path):
    path = event_in_play(tmp_path / "tm.tdevent", players=8, game="terravista-tournament")
    ev = Event.open(path)
    facts = entry.facts(ev)
    table = facts.table(1)
    scores = {p: {"scores": [10 + i, 20, 30, 40 - i]} for i, p in enumerate(table.players)}
    sent = send(path, 1, results=scores, items=SEED_ITEMS)
    text = entry.record_syntax(facts.settings, sent)
    again = entry.read_record_syntax(facts.settings, text.get("ranks"), text.get("results"),
                                     text["points"])
    assert again["results"] == scores and again["items"] == SEED_ITEMS
    words = entry.result_words(facts.settings.game_def, scores[table.players[0]])
    assert words == "10/20/30/40 (total 100, best game 40)"
    ev.close()


def test_an_inbox_left_by_another_event_counts_nothing(tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    for name in ("e.tdevent",):
        (tmp_path / name).unlink()
    event_in_play(tmp_path / "e.tdevent")  # another event of the same name, its inbox kept
    ev = Event.open(path)
    assert inbox.waiting(ev) == [] and inbox.inbox_json(ev) == []
    ev.close()
