"""The desk's side of results from the tables: the Games page says how many tables sent a
result (and who sent it) and notices a new one within a second; Enter opens the next, filled
with what was sent, and Enter confirms it; F7 rejects; a conflict side by side, where Enter
alone confirms nothing and 1, 2, ... choose; a submission sent before a move marked and never
confirmed; a damaged inbox row said while the page shows the rest; undo takes a
confirmation back like any result."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt

from tournament_director.gui.result_form import REJECT_KEY
from tournament_director.service import entry

from ..entry_helpers import SEED_ITEMS, event_in_play, in_order, send

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


@pytest.fixture
def desk(window, tmp_path):
    path = event_in_play(tmp_path / "desk.tdevent", game="terravista-points")
    assert window.open_event(path)
    window.show_page(1)
    return window, path


def results_of(path, table: int, points: int = 40) -> dict:
    order = in_order(path, table)
    return {p: {"points": points + 10 * (len(order) - i), "steps": 50} for p, i in
            order.items()}


def test_the_games_page_notices_a_table_that_sent_within_a_second(desk, qtbot):
    window, path = desk
    page = window.games_page
    assert page.inbox_button.isHidden()
    sent_at = time.monotonic()
    send(path, 2, results=results_of(path, 2), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    assert time.monotonic() - sent_at < 1.0
    assert page.inbox_button.text() == "1 table sent a result - Enter to check it"
    card = page.cards[2]
    assert card.state.text().startswith("sent at ")
    assert card.footer.text().startswith("Sent by the table's page at ")
    seats = window.session.table(1, 2).players
    send(path, 2, results=results_of(path, 2), items=SEED_ITEMS, start_no=seats[1])
    send(path, 2, results=results_of(path, 2), items=SEED_ITEMS, start_no=seats[3])
    send(path, 3, results=results_of(path, 3), items=SEED_ITEMS)
    send(path, 3, results=results_of(path, 3, points=10), items=dict(SEED_ITEMS, cities=9))
    qtbot.waitUntil(lambda: page.cards[3].sent is not None, timeout=1000)
    qtbot.waitUntil(lambda: page.cards[2].state.text() == "agreed", timeout=1000)
    assert page.cards[2].footer.text().startswith("Sent by seats 2, 4 and the table's page at")
    assert page.inbox_button.text() == "2 tables sent a result - Enter to check the next"
    assert page.cards[3].state.text() == "conflict"
    assert page.cards[3].footer.text().startswith("Sent by 2 phones on the table's page at ")
    assert page.cards[3].accessibleName().startswith("Table 3, conflict - Sent by 2 phones")
    assert page.cards[1].state.text() == "4 players - waiting"
    assert window.session.status().tables_in == 0  # nothing counts before a confirmation


def test_enter_opens_the_next_filled_with_what_was_sent_and_enter_confirms(desk, qtbot):
    window, path = desk
    page = window.games_page
    send(path, 4, results=results_of(path, 4), items=SEED_ITEMS)
    send(path, 1, results=results_of(path, 1), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    page.focus_box()
    qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)  # the first sent: table 4
    form = page.form
    assert form is not None and form.table_no == 4 and form.sent is not None
    assert form.save_button.text() == "Confirm (Enter)"
    sent = results_of(path, 4)
    for r, p in enumerate(form.table.players):
        assert [e.text() for e in form.edits[r]] == [str(sent[p]["points"]), "50"]
    assert [e.text() for e in form.item_edits] == ["2", "1", "0", "yes"]
    assert form.message.text() == "Ready: press Enter to confirm what the table sent."
    qtbot.keyClick(form.edits[0][0], Qt.Key.Key_Return)
    assert page.form is None
    ev = window.session.event
    assert ev.table(1, 4).has_result and ev.audit_log(1)[0].action == "confirm"
    assert [w.table for w in window.session.inbox()] == [1]
    assert page.inbox_button.text() == "1 table sent a result - Enter to check it"
    window.undo()  # like any result
    assert not ev.table(1, 4).has_result
    assert sorted(w.table for w in window.session.inbox()) == [1, 4]
    assert page.cards[4].footer.text().startswith("Sent by the table's page at ")


def test_a_changed_box_records_the_directors_own_values(desk, qtbot):
    window, path = desk
    page = window.games_page
    send(path, 2, results=results_of(path, 2), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    form = page.check_next()
    form.item_edits[0].setText("5")  # the director corrects the cities
    qtbot.keyClick(form.item_edits[0], Qt.Key.Key_Return)
    ev = window.session.event
    assert ev.table(1, 2).items["cities"] == 5
    assert ev.audit_log(1)[0].action == "record"
    assert window.session.inbox() == []  # recorded: it left the inbox


def conflict_at_table_3(desk, qtbot):
    """Two phones of table 3 sent different results: (window, page, the first, its form)."""
    window, path = desk
    page = window.games_page
    first = send(path, 3, results=results_of(path, 3), items=SEED_ITEMS)
    send(path, 3, results=results_of(path, 3), items=dict(SEED_ITEMS, spaceport=False))
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    return window, page, first, page.open_table(3)


def test_a_conflict_side_by_side_where_enter_alone_confirms_nothing(desk, qtbot):
    window, page, first, form = conflict_at_table_3(desk, qtbot)
    part = form.sent_part
    assert form.sent.status == "conflict" and "2 different results" in part.band.text()
    assert "press 1, 2, ... to choose" in part.band.text()
    view = part.view
    assert view.columnCount() == 2 and view.rowCount() == 4 + 4
    assert view.horizontalHeaderItem(0).text().startswith("1: the table's page, ")
    last_row = view.rowCount() - 1  # the spaceport: yes, then no
    assert [view.item(last_row, c).text() for c in range(2)] == ["yes", "no"]
    assert view.item(last_row, 0).font().bold() and not view.item(0, 0).font().bold()
    assert form.item_edits[3].text() == "no"  # the form shows the newest
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow, timeout=2000)
    assert view.hasFocus()  # the keys choose
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter alone: nothing, and how to choose
    assert page.form is form and not window.session.event.table(1, 3).has_result
    assert form.message.text().startswith("Cannot save: Choose what to confirm: press 1 to 2")
    qtbot.keyClick(view, Qt.Key.Key_1)  # the first one, into the form
    assert form.item_edits[3].text() == "yes"
    assert form.message.text() == "Submission 1 chosen: Enter confirms it as sent."
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert page.form is None
    ev = window.session.event
    assert ev.table(1, 3).items["spaceport"] is True
    line = ev.audit_log(1)[0]
    assert line.action == "confirm" and line.after["sent"]["seq"] == first.seq


def test_f7_rejects_what_the_table_sent(desk, qtbot):
    window, page, first, form = conflict_at_table_3(desk, qtbot)
    path = desk[1]
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow, timeout=2000)
    qtbot.keyClick(form.edits[0][0], getattr(Qt.Key, f"Key_{REJECT_KEY}"))
    assert page.form is None
    assert window.session.inbox() == []
    ev = window.session.event
    assert not ev.table(1, 3).has_result and ev.audit_log(1)[0].action == "reject"
    assert "the table can send its result again" in page.message_label.text()
    again = send(path, 3, results=results_of(path, 3), items=SEED_ITEMS)
    assert again.seq > first.seq
    qtbot.waitUntil(lambda: page.cards[3].sent is not None, timeout=1000)
    assert page.cards[3].footer.text().startswith("Sent by the table's page at ")


def test_a_submission_sent_before_the_move_is_marked_and_never_confirmed(desk, qtbot):
    from tournament_director.service import overrides
    window, path = desk
    page = window.games_page
    send(path, 1, results=results_of(path, 1), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    one, two = (window.session.table(1, t).players[0] for t in (1, 2))
    window.session.act(overrides.swap, 1, one, two)
    qtbot.waitUntil(lambda: page.cards[1].state.text() == "sent before the move",
                    timeout=1000)
    send(path, 1, results=results_of(path, 1, points=20), items=SEED_ITEMS)  # sent again
    qtbot.waitUntil(lambda: page.cards[1].footer.text().startswith(
        "Sent by 2 phones on the table's page"), timeout=1000)
    form = page.open_table(1)
    view = form.sent_part.view
    assert "sent before the move" in view.horizontalHeaderItem(0).text()
    assert "sent before the move" not in view.horizontalHeaderItem(1).text()
    form.sent_part.choose(1)
    assert "sent before the move" in form.message.text() and form.sent_part.chosen.seq == \
        form.sent.sent[1].seq  # still the one sent for the table as it sits
    assert form.try_save()  # Enter confirms the fresh one
    assert window.session.event.table(1, 1).has_result


def test_a_damaged_inbox_row_is_said_and_the_games_page_shows_the_rest(desk, qtbot):
    import sqlite3

    from tournament_director.store.inbox import inbox_path
    window, path = desk
    page = window.games_page
    send(path, 1, results=results_of(path, 1), items=SEED_ITEMS)
    bad = send(path, 2, results=results_of(path, 2), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    conn = sqlite3.connect(inbox_path(path))
    conn.execute("UPDATE submissions SET results = '[' WHERE seq = ?", [bad.seq])
    conn.commit()
    conn.close()
    qtbot.waitUntil(lambda: "cannot be read" in page.inbox_button.text(), timeout=1000)
    assert page.inbox_button.text().startswith("1 table sent a result - Enter to check it")
    assert f"submissions {bad.seq} (table 2)" in page.inbox_button.text()
    assert sorted(page.cards) == [1, 2, 3, 4] and page.cards[1].sent is not None
    assert window.session.event is not None and window.games_page.isVisible()
    conn = sqlite3.connect(inbox_path(path))  # an inbox of a newer version: said, not shown
    conn.execute("PRAGMA user_version=9")
    conn.commit()
    conn.close()
    qtbot.waitUntil(lambda: "newer version" in page.inbox_button.text(), timeout=1000)
    assert all(card.sent is None for card in page.cards.values())


def test_the_conflict_form_fits_a_1024_by_768_screen(tmp_path, window, qtbot):
    path = event_in_play(tmp_path / "six.tdevent", players=12, game="terravista-points")
    assert window.open_event(path)
    window.show_page(1)
    page = window.games_page
    table = window.session.game(1).tables[0]
    assert table.size == 6
    for points in (10, 20, 30):
        send(path, table.table, results=results_of(path, table.table, points),
             items=dict(SEED_ITEMS, cities=points // 10))
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    form = page.open_table(table.table)
    assert form.sizeHint().height() > 768  # whole, it would not fit
    form.fit(QSize(1024, 768 - 40))  # a 1024x768 screen, less the window's title bar
    assert form.width() <= 1024 and form.height() <= 728, form.size()
    form.grab().save(os.path.join(os.environ.get("TD_SCREENSHOTS") or tmp_path,
                                  "conflict-form-1024x768.png"))
    for shown in (form.save_button, form.reject_button, form.sent_part.band,
                  form.sent_part.view, form.message):
        where = shown.mapTo(form, QPoint(0, 0))
        assert form.rect().contains(QRect(where, shown.size())), shown  # all in view
    assert form.scroll.verticalScrollBar().maximum() > 0  # the rows scroll instead
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow, timeout=2000)
    form.item_edits[-1].setFocus()  # the last box, reached with the keys
    qtbot.waitUntil(lambda: form.scroll.verticalScrollBar().value() > 0, timeout=1000)


def test_a_result_sent_while_the_form_is_open_is_not_confirmed_unseen(desk, qtbot):
    window, path = desk
    page = window.games_page
    send(path, 1, results=results_of(path, 1), items=SEED_ITEMS)
    qtbot.waitUntil(lambda: page.inbox_button.isVisible(), timeout=1000)
    form = page.check_next()
    send(path, 1, results=results_of(path, 1, points=0), items=SEED_ITEMS)
    assert not form.try_save()
    assert "sent another result meanwhile" in form.message.text()
    assert not window.session.event.table(1, 1).has_result


def test_the_sharing_dialog_has_the_entry_switch_off_by_default(window, tmp_path, qtbot,
                                                                 monkeypatch):
    import sys

    from tournament_director.gui import sharing
    url = "http://192.0.2.7:8080/"
    started: list[list[str]] = []

    def command(path, host, port, entry=False):
        args = ["serve", str(path)] + (["--entry"] if entry else [])
        started.append(args)
        script = f"import sys; print('  {url}', flush=True); sys.stdin.read()"
        return sys.executable, ["-c", script]
    monkeypatch.setattr(sharing, "serve_command", command)
    path = event_in_play(tmp_path / "share.tdevent")
    assert window.open_event(path)
    share = window.sharing
    share.action.trigger()
    qtbot.waitUntil(lambda: bool(share.urls), timeout=30000)
    box = share.dialog.entry_box
    assert not box.isChecked() and started == [["serve", str(path)]]
    assert window.printer.entry_url == ""
    box.setChecked(True)  # serve again, with --entry
    qtbot.waitUntil(lambda: bool(share.urls) and len(started) == 2, timeout=30000)
    assert started[-1] == ["serve", str(path), "--entry"]
    qtbot.waitUntil(lambda: window.printer.entry_url == url, timeout=30000)
    assert "print the table sheets now" in share.dialog.entry_note.text()
    links = window.session.entry_links(1)
    assert sorted(links) == [1, 2, 3, 4]
    assert links[1] == entry.links(window.session.event)[0]["path"]
    box.setChecked(False)
    qtbot.waitUntil(lambda: len(started) == 3 and bool(share.urls), timeout=30000)
    assert started[-1] == ["serve", str(path)]
    qtbot.waitUntil(lambda: window.printer.entry_url == "", timeout=30000)
    window.close_event()
