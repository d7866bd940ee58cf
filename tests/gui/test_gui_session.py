"""The window's Session: what it keeps is dropped by the Changes of each action (no read
outlives a change that makes it stale), and each change reaches the pages with who made it
(its initiator)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QWidget

from tournament_director.gui.focus import made_by
from tournament_director.gui.session import Session
from tournament_director.service import (
    adjustments,
    configure,
    hall,
    history,
    overrides,
    prizes,
    registration,
    results,
    seating,
)
from tournament_director.service import (
    inbox as sent_inbox,
)
from tournament_director.service.demo import make_demo
from tournament_director.service.done import Changes
from tournament_director.service.model import ServiceError
from tournament_director.service.reports import REPORTS

from ..entry_helpers import send

pytestmark = pytest.mark.gui

# every read the Session keeps (each report with and without a game)
READS = {
    "players": lambda s: s.players(),
    "player 1": lambda s: s.player(1),
    "player 20": lambda s: s.player(20),  # the late entry, once registered
    "games seated": lambda s: s.games_seated(),
    "game 1": lambda s: s.game(1),
    "game 2": lambda s: s.game(2),
    "game 3": lambda s: s.game(3),
    "status": lambda s: s.status(),
    "standings": lambda s: s.standings(),
    "standings after 1": lambda s: s.standings(1),
    "payout": lambda s: s.payout(),
    "tiebreak values": lambda s: s.tiebreak_values(),
    "needs": lambda s: s.needs_tiebreak(),
    "changed tables": lambda s: s.changed_tables(2),
    "participants": lambda s: s.participants(),
    "inbox": lambda s: s.inbox(),
    "clock": lambda s: s.clock(),
    "announcement": lambda s: s.announcement(),
    "report event": lambda s: s.report_event(),
    "undo labels": lambda s: s.undo_labels(),
    **{f"report {kind} {game}": (lambda s, kind=kind, game=game: s.report_data(kind, game))
       for kind in REPORTS for game in (None, 2)},
}


def read(session, name):
    try:
        return READS[name](session)
    except ServiceError as exc:  # (a game not seated yet, say): refused alike
        return ("refused", str(exc))


@pytest.fixture
def session(tmp_path, qtbot):
    """19 players, game 1 played, game 2 seated with one table in (table points, tie-breaks
    and prizes as the demo's)."""
    event = make_demo(tmp_path / "kept.tdevent", players=19, games=3, seed=8, play=1,
                      partial_tables=1)
    s = Session(event)
    yield s
    s.close()


def places(table):
    return {p: i for i, p in enumerate(table.players, 1)}


def items(session):
    return {i.key: (False if i.kind == "yesno" else 0) for i in session.settings.items}


def test_no_kept_read_outlives_a_change_that_makes_it_stale(session):
    """Before each change every read is kept; after it, each kept read is what the event
    says now (a read whose `depends` lacked a kind of change would be stale here)."""
    s = session
    open_tables = [t for t in s.game(2).tables if not t.has_result]
    one, two = open_tables[0], open_tables[1]

    def first_open():
        return next(t for t in s.game(2).tables if not t.has_result)
    steps = [
        ("register", lambda: s.act(registration.add_player, "Late Lucy")),
        ("edit", lambda: s.act(registration.edit_player, 1, club="Utrecht")),
        ("checkin", lambda: s.act(registration.checkin, [2, 3])),
        ("adjust", lambda: s.act(adjustments.adjust, 3, -5, "Late back")),
        ("tiebreak", lambda: s.act(prizes.set_tiebreaks, {4: dict(
            (i.key, 1) for i in s.settings.tiebreaks)} if s.settings.tiebreaks else {})),
        ("clock", lambda: s.act(hall.clock_set, 60)),
        ("announce", lambda: s.act(hall.announce, "Lunch at 13:00")),
        ("move", lambda: s.act(overrides.move, 2, one.players[0], two.table)),
        ("swap", lambda: s.act(overrides.swap, 2, one.players[1], two.players[0])),
        ("drop-now", lambda: s.act(overrides.drop_now, max(
            (t for t in s.game(2).tables if not t.has_result), key=lambda t: t.size).players[0])),
        ("record", lambda: s.act(results.record, 2, two.table,
                                 places=places(s.table(2, two.table)), items=items(s))),
        ("correct", lambda: s.act(results.record, 1, 1,
                                  places=dict(reversed(list(places(s.table(1, 1)).items()))),
                                  items=items(s))),
        ("sent", lambda: send(s.path, s.game(2).tables[-1].table,
                              places=places(s.game(2).tables[-1]), items=items(s))
         and s.poll_inbox()),
        ("reject", lambda: s.act(sent_inbox.reject, 2, s.game(2).tables[-1].table)),
        ("sent again", lambda: send(s.path, s.game(2).tables[-1].table,
                                    places=places(s.game(2).tables[-1]), items=items(s))
         and s.poll_inbox()),
        ("confirm", lambda: s.act(sent_inbox.confirm, 2, s.game(2).tables[-1].table)),
        ("sent to be typed", lambda: send(s.path, first_open().table, places=places(
            first_open()), items=items(s)) and s.poll_inbox()),
        ("record over what was sent", lambda: s.act(results.record, 2, first_open().table,
                                                    places=places(first_open()),
                                                    items=items(s))),
        ("settings", lambda: s.act(configure.update_settings, name="Kept Cup", fee=12)),
        ("undo", lambda: s.act(history.undo)),
        ("redo", lambda: s.act(history.redo)),
        ("drop", lambda: s.act(registration.drop, 5)),
        ("undrop", lambda: s.act(registration.undrop, 5)),
        ("the rest of game 2", lambda: [
            s.act(results.record, 2, t.table, places=places(t), items=items(s))
            for t in s.game(2).tables if not t.has_result] or ["none was left"]),
        ("seat", lambda: s.act(seating.seat_next_game)),
        ("sent in game 3", lambda: send(s.path, 1, places=places(s.table(3, 1)),
                                        items=items(s)) and s.poll_inbox()),
        ("unseat", lambda: s.act(seating.unseat_last_game)),
    ]
    for what, step in steps:
        for name in READS:
            read(s, name)  # kept
        inbox = len(s.inbox())
        assert step(), what
        if what in ("record over what was sent", "unseat"):
            assert len(s.inbox()) == inbox - 1  # (what the inbox's depends covers)
        kept = {name: read(s, name) for name in READS}
        s.forget()
        stale = [name for name in READS if kept[name] != read(s, name)]
        assert stale == [], f"after {what}: kept, though stale"


def test_a_kept_read_stays_through_changes_it_does_not_show(session):
    s = session
    rows, players, game = s.standings(), s.players(), s.game(1)
    s.act(hall.clock_set, 60)
    s.act(hall.announce, "Lunch at 13:00")
    assert s.standings() is rows and s.players() is players and s.game(1) is game
    t = next(t for t in s.game(2).tables if not t.has_result)
    s.act(results.record, 2, t.table, places=places(t), items=items(s))
    assert s.players() is players and s.standings() is not rows
    with pytest.raises(ValueError, match="depends on nothing"):
        s._keep("odd", lambda: 1, depends=Changes())


def test_each_change_reaches_the_pages_with_who_made_it(session):
    s = session
    heard = []
    s.changed.connect(lambda changes, initiator: heard.append((changes, initiator)))
    done = s.act(hall.announce, "Lunch", initiator="desk 2")  # a plain value: another desk
    assert done.initiator == "desk 2" and done.changes == Changes(announcement=True)
    assert heard == [(Changes(announcement=True), "desk 2")]
    page = QWidget()
    assert s.act(hall.clock_set, 60, initiator=page).initiator is page
    assert heard[-1] == (Changes(clock=True), page)
    assert s.act(hall.announce, "Lunch", initiator=page).changes == Changes()  # the same
    assert len(heard) == 2  # nothing changed: nothing to hear
    assert s.act(hall.announce, "Tea").initiator is None  # nobody named
    assert heard[-1] == (Changes(announcement=True), None)


def test_a_change_is_the_pages_when_it_or_a_dialog_of_it_made_it():
    page, other = QWidget(), QWidget()
    box = QWidget(page)
    dialog = QDialog(page)  # a window of its own, the page its parent
    assert made_by(page, page) and made_by(box, page) and made_by(dialog, page)
    assert not made_by(other, page) and not made_by(None, page)
    assert not made_by("desk 2", page) and not made_by(page, box)
