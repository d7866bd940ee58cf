"""The one reader of a table's result as typed in its boxes (service/result_form.py): what it
records is what `record` records, its refusal names the box to fix first, and the phone's
boxes are read at most 100 characters long."""

from __future__ import annotations

import pytest

from tournament_director.service import entry, result_form, results
from tournament_director.service.event import Event
from tournament_director.service.model import InputError

from ..entry_helpers import SEED_ITEMS, event_in_play

ITEMS = {"i_cities": "2", "i_preserve_stones": "1", "i_limbo_groups": "0", "i_spaceport": "ja"}


def test_the_boxes_read_whole_are_recorded_as_record_takes_them(tmp_path):
    path = event_in_play(tmp_path / "tv.tdevent", game="terravista-points")
    ev = Event.open(path)
    table = ev.table(1, 1)
    names = {p.start_no: p.name for p in ev.players()}
    typed = {f"p{p}_{k}": str(v) for i, p in enumerate(table.players)
             for k, v in (("points", 10 * i), ("steps", i))}
    form = result_form.read(ev.settings, table, names, dict(typed, **ITEMS))
    assert form.message == "" and form.refusal() is None and form.to_fix() == []
    given = form.record_kwargs()
    assert given["items"] == SEED_ITEMS and given["results"][table.players[1]] == {
        "points": 10, "steps": 1}
    results.record(ev, 1, 1, **given)
    assert ev.table(1, 1).places[table.players[-1]] == 1
    ev.close()


def test_the_refusal_names_the_first_box_to_fix_down_the_columns(tmp_path):
    path = event_in_play(tmp_path / "tv.tdevent", game="terravista-points")
    ev = Event.open(path)
    table = ev.table(1, 1)
    a, b = table.players[:2]
    names = {p.start_no: p.name for p in ev.players()}
    # every points box typed, seat 2's steps wrong: the points column comes first, then steps
    typed = {f"p{p}_points": "5" for p in table.players}
    typed.update({f"p{a}_steps": "4", f"p{b}_steps": "many"}, **ITEMS)
    form = result_form.read(ev.settings, table, names, typed)
    refusal = form.refusal()
    assert isinstance(refusal, InputError) and refusal.field == f"p{b}_steps"
    assert str(refusal) == form.message == (
        f"Seat 2, #{b} {names[b]}: Total steps must be a whole number 0 or more, not 'many'.")
    with pytest.raises(InputError) as raised:
        form.record_kwargs()
    assert raised.value.field == f"p{b}_steps"
    # nothing wrong, boxes empty: the cursor to seat 1's points, the message names them all
    form = result_form.read(ev.settings, table, names, {f"p{b}_points": "5"})
    assert form.refusal().field == f"p{a}_points"
    assert form.still_to_enter() == form.message.replace("Enter first", "Still to enter")
    assert form.message == ("Enter first: points of seat 1, total steps of seat 1, total "
                            "steps of seat 2, points of seat 3 and 7 more.")  # seat by seat
    ev.close()


def test_a_phone_posting_a_long_text_is_read_100_characters_long(tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    ev = Event.open(path)
    facts = entry.facts(ev)
    table = facts.table(1)
    a = table.players[0]
    form = entry.read_form(facts.settings, table, facts.names, {f"p{a}_place": "9" * 500})
    assert form.seats[0].fields[0].value == "9" * entry.MOST_TYPED
    assert f"(got '{'9' * 100}')" in form.message
    ev.close()
