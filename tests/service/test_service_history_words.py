"""The History of changes and Undo's words in the user's language: every kind of audit line
said in German and Dutch from what it stores, while the log itself keeps its English."""

from __future__ import annotations

import random
import re

import pytest

from tournament_director import i18n
from tournament_director.service import (
    adjustments,
    configure,
    hall,
    history,
    history_words,
    overrides,
    prizes,
    registration,
    results,
    seating,
)
from tournament_director.service.demo import play_game
from tournament_director.service.event import Event

NAMES = ["Ben & Jerry", "Zoë 🎲 Dice", "Tom \"The Tank\" O'Neill", "Jiří Čermák", "@handle",
         "Anna (late entry, joins game 3)", "Dr: Who", "Þórunn Guðmundsdóttir", "王小明",
         "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg", "+44 Fan",
         "Ann and Bob", "Ivy (12)"]
ENGLISH = re.compile(r"\b(Registered|Edited|Adjustment|Moved|Swapped|Seated|Recorded|"
                     r"Corrected|Tie-break|Undone|Redone|Round clock|Announcement|Checked in|"
                     r"drops out|is back|created|leaves table|taken back|yes|no change|"
                     r"added|removed|changed)\b")


@pytest.fixture
def every_action(tmp_path):
    """An event whose audit log holds every kind of line the window can write."""
    path = tmp_path / "every.tdevent"
    ev = Event.create(path, name="Cup", games=2, fee=10, seed=5)
    registration.register_many(ev, [{"name": n} for n in NAMES[:-1]])
    registration.add_player(ev, NAMES[-1], "Club")
    registration.edit_player(ev, 2, paid=5)
    registration.checkin(ev, range(1, 14))
    registration.checkin(ev, [13], here=False)
    registration.checkin(ev, [13])
    seating.seat_next_game(ev)
    seating.unseat_last_game(ev)
    seating.seat_next_game(ev)
    game = ev.game(1)
    big = max(game.tables, key=lambda t: t.size)
    other = next(t for t in game.tables if t is not big)
    overrides.move(ev, 1, big.players[0], other.table)
    overrides.swap(ev, 1, big.players[1], other.players[0])
    overrides.drop_now(ev, ev.game(1).tables[-1].players[-1])
    items = {"cities": 1, "preserve_stones": 0, "limbo_groups": 0, "spaceport": True}
    for t in ev.game(1).tables:
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                       items=items)
    t = ev.game(1).tables[0]
    results.record(ev, 1, t.table, places={p: i for i, p in enumerate(reversed(t.players), 1)},
                   items=items)
    adjustments.adjust(ev, 7, "-0.5", "Dr: late (really)", 1)
    adjustments.adjust(ev, 1, "1.0", "Fair play")
    hall.clock_set(ev, 30)
    hall.clock_start(ev)
    hall.clock_add(ev, 5)
    hall.clock_add(ev, -2)
    hall.clock_pause(ev)
    hall.announce(ev, "Lunch: 12:30")
    hall.announce(ev, "")
    configure.update_settings(ev, fee=12, name="Spring Cup")
    registration.drop(ev, 4)
    registration.undrop(ev, 4)
    history.undo(ev)
    history.undo(ev)
    history.redo(ev)
    seating.seat_next_game(ev)
    play_game(ev, 2, random.Random(5))
    level = prizes.needs_tiebreak(ev)
    if level:
        prizes.set_tiebreaks(ev, {n: "cards_and_tokens=3,harbour_master=ja" for n in level})
        prizes.set_tiebreak(ev, level[0], "cards_and_tokens=4,harbour_master=no")
    yield ev
    ev.close()


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_line_of_the_history_is_said_in_the_language(every_action, lang):
    ev = every_action
    entries = ev.audit_log()
    kinds = {e.action for e in entries}
    assert kinds >= set(history_words.SAY) - {"upgrade", "confirm", "reject"} | {"undo", "redo"}
    english = {e.id: e.summary for e in entries}
    i18n.set_language(lang)
    try:
        left = []
        for e in entries:
            said = history.said(ev, e)
            name = history_words.action_name(e.action)
            change = history_words.before_after(e.before, e.after, e.action) or \
                history.line_changes(ev, e.id)
            shown = re.sub(r"|".join(re.escape(n) for n in NAMES), "", f"{said} | {change}")
            if said == e.summary or ENGLISH.search(shown) or name == e.action:
                left.append((e.action, said, change))
        assert left == [], left
        undo, _redo = history.labels(ev)
        assert undo and not ENGLISH.search(undo)
    finally:
        i18n.set_language("en")
    assert {e.id: e.summary for e in ev.audit_log()} == english  # the log keeps its English


def test_the_names_in_a_line_are_kept_whole(every_action):
    ev = every_action
    said = [history.said(ev, e) for e in ev.audit_log()]
    assert "Adjustment -0.5 for Dr: Who (7): Dr: late (really) (game 1)" in said
    assert any(s.startswith("Registered Ivy (12)") for s in said)
    i18n.set_language("de")
    try:
        said = [history.said(ev, e) for e in ev.audit_log()]
        assert "Anpassung -0,5 für Dr: Who (7): Dr: late (really) (Runde 1)" in said
        assert any(s.startswith("Rückgängig gemacht: ") for s in said)
    finally:
        i18n.set_language("en")
