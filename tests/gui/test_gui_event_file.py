"""Issue 11 in the window: a lost file refuses changes, restore from a copy, names as text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QDialog, QToolTip

from tournament_director.gui import copies as gui_copies
from tournament_director.service import registration, seating
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError

pytestmark = pytest.mark.gui


@pytest.fixture
def demo_path(tmp_path):
    path = tmp_path / "demo.tdevent"
    make_demo(path, players=12, games=2).close()
    return path


def test_the_window_refuses_changes_once_its_file_is_gone(window, demo_path, tmp_path, boxes):
    assert window.open_event(demo_path)
    moved = tmp_path / "moved.tdevent"
    demo_path.rename(moved)
    with pytest.raises(ServiceError, match="Nothing was changed"):
        window.session.act(registration.add_player, "Zed")
    assert any("changed under the window" in title for title, _ in boxes)
    assert "NOT SAVED" in window.saved_label.text()
    window.close_event()
    with Event.open(moved) as ev:
        assert "Zed" not in [p.name for p in ev.players()]


def test_the_window_refuses_changes_once_its_file_is_replaced(window, demo_path, tmp_path,
                                                              boxes, monkeypatch):
    assert window.open_event(demo_path)
    other = tmp_path / "other.tdevent"
    Event.create(other, name="Other", games=3, fee=1).close()
    demo_path.rename(tmp_path / "old.tdevent")
    other.rename(demo_path)
    saved = []
    monkeypatch.setattr(gui_copies, "ask", lambda *a, **k: True)
    monkeypatch.setattr(window, "save_copy", lambda: saved.append(True))
    window.players_page.name_edit.setText("Zed")
    window.players_page.add_player()
    assert "replaced" in window.players_page.message_label.text()
    assert saved == [True]  # offered, and taken: a copy from the open connection
    with Event.open(demo_path, lock=False) as ev:
        assert ev.players() == []


def test_restore_from_an_automatic_copy(window, tmp_path, monkeypatch):
    path = tmp_path / "cup.tdevent"
    ev = Event.create(path, name="Cup", games=3, fee=5, table_points="none")
    registration.register_many(ev, [{"name": f"P{i}"} for i in range(8)])
    seating.seat_next_game(ev)  # an automatic copy: 8 players, game 1 seated, no result
    ev.close()
    assert window.open_event(path)
    window.session.act(registration.add_player, "Late")

    def choose_first(dialog):
        assert dialog.list.count() == 1
        assert "8 players, game 1: 0 of 2 tables in" in dialog.list.item(0).text()
        dialog._take_selected()
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(gui_copies.RestoreDialog, "exec", choose_first)
    monkeypatch.setattr(gui_copies, "ask", lambda *a, **k: True)
    window.restore_copy()
    assert window.session is not None
    assert "Late" not in [p.name for p in window.session.event.players()]
    assert "replaced" in window.statusBar().currentMessage()
    kept = [p for p in tmp_path.iterdir() if "replaced" in p.name and p.suffix == ".tdevent"]
    assert len(kept) == 1


def test_restore_waits_for_the_open_time_check_reading_the_file(window, tmp_path, monkeypatch):
    """The check of the file against its history reads it on a worker thread: a restore made
    while it runs must not find the event open (it was refused now and then)."""
    import threading
    import time

    from tournament_director.service import files
    path = tmp_path / "cup.tdevent"
    ev = Event.create(path, name="Cup", games=3, fee=5, table_points="none")
    registration.register_many(ev, [{"name": f"P{i}"} for i in range(8)])
    seating.seat_next_game(ev)  # an automatic copy
    ev.close()
    reading = threading.Event()
    real_verify = files.verify_file

    def slow_verify(where):
        from tournament_director.store.reader import open_reader
        file = open_reader(where)
        reading.set()
        time.sleep(0.5)  # still reading when the restore starts
        file.close()
        return real_verify(where)
    monkeypatch.setattr(files, "verify_file", slow_verify)
    assert window.open_event(path)
    window.session.act(registration.add_player, "Late")
    window._open_check()
    assert reading.wait(5)

    def choose_first(dialog):
        dialog._take_selected()
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(gui_copies.RestoreDialog, "exec", choose_first)
    monkeypatch.setattr(gui_copies, "ask", lambda *a, **k: True)
    said = []
    monkeypatch.setattr(gui_copies, "message", lambda *a, **k: said.append(a))
    window.restore_copy()
    assert not said, said
    assert "Late" not in [p.name for p in window.session.event.players()]


def test_save_a_copy_over_an_event_is_refused(window, demo_path, tmp_path, boxes, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    assert window.open_event(demo_path)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(demo_path), ""))
    before = demo_path.stat().st_size
    window.save_copy()
    assert boxes and boxes[-1][0] == "The copy was not made"
    assert window.session.event.file.identity_problem() is None
    assert demo_path.stat().st_size == before


def test_table_card_tooltip_shows_a_name_as_text(qtbot, tmp_path, monkeypatch):
    from tournament_director.gui.table_card import TableCard
    path = tmp_path / "x.tdevent"
    ev = Event.create(path, name="X", games=2, fee=1, table_points="none")
    registration.register_many(ev, [{"name": '<img src="/etc/hostname">Ivy'}, {"name": "<b>Bo</b>"},
                               {"name": "Cy"}])
    table = seating.seat_next_game(ev).value.tables[0]
    names = {p.start_no: p for p in ev.players()}
    ev.close()
    card = TableCard(table)
    qtbot.addWidget(card)
    card.update_table(table, names, True)
    shown = []
    monkeypatch.setattr(QToolTip, "showText", lambda pos, text, w=None, *a: shown.append(text))
    top = card.PAD_Y + card.title_height + card.GAP
    for row in range(3):
        pos = QPoint(30, top + row * card.line + 2)
        card.event(QHelpEvent(QEvent.Type.ToolTip, pos, card.mapToGlobal(pos)))
    assert len(shown) == 3
    assert not any("<img" in t or "<b>" in t for t in shown)
    assert any("&lt;img" in t for t in shown)


def test_a_full_disk_in_the_window_is_a_plain_refusal(window, tmp_path):
    path = tmp_path / "open.tdevent"
    make_demo(path, players=12, games=3, play=1).close()
    assert window.open_event(path)
    db = window.session.event.db
    db.execute(f"PRAGMA max_page_count={db.execute('PRAGMA page_count').fetchone()[0]}")
    names = [{"name": f"Player with a long name {i} " + "x" * 60} for i in range(300)]
    with pytest.raises(ServiceError, match="disk is full"):
        window.session.act(registration.register_many, names)
    assert len(window.session.event.players()) == 12


def test_tiebreak_entry_tooltips_show_names_as_text(qtbot):
    from PySide6.QtCore import Qt

    from tournament_director.gui.tiebreaks import TiebreakModel
    from tournament_director.rules.tiebreak import SEED_TIEBREAKS
    model = TiebreakModel()
    model.set_players(SEED_TIEBREAKS, [(1, '<img src="/etc/hostname">Ivy', 30)], {})
    tip = model.data(model.index(0, 3), Qt.ItemDataRole.ToolTipRole)
    assert "<img" not in tip and "&lt;img" in tip


def test_the_fallback_print_folder_is_the_users_own(tmp_path, monkeypatch):
    import tempfile
    from pathlib import Path

    from tournament_director.gui import printing
    real_mkdir = Path.mkdir

    def mkdir(self, *a, **k):
        if self.name.endswith(" prints") and self.parent == tmp_path:
            raise PermissionError(13, "Permission denied")
        return real_mkdir(self, *a, **k)
    monkeypatch.setattr(Path, "mkdir", mkdir)
    folder = printing.output_folder(tmp_path / "cup.tdevent")
    assert folder.is_dir()
    assert folder.name == "Tournament Director prints"
    assert folder.parent != Path(tempfile.gettempdir())


def test_a_damaged_value_is_said_as_damage_not_a_crash(window, demo_path, boxes, monkeypatch):
    """Issue 24, point 6: a value that is not the program's (SQLite's checks pass it)."""
    import sqlite3
    import sys

    from tournament_director.gui import crash
    assert window.open_event(demo_path)
    window.close_event()
    conn = sqlite3.connect(demo_path)
    conn.execute("UPDATE table_results SET items = 'x' WHERE rowid = 1")
    conn.commit()
    conn.close()
    monkeypatch.setattr(crash, "_after_crash", None)
    monkeypatch.setattr(crash, "_explain", window.file_damage)
    try:
        window.open_event(demo_path)
        window.refresh_all()
    except Exception:  # noqa: BLE001 - what Qt's slot would hand to the excepthook
        crash.show_crash(*sys.exc_info())
    assert boxes, "the damage was not said at all"
    title, text = boxes[-1]
    assert title == "The event file is damaged" and "Something went wrong" not in title
    assert "game 1 table 1 result" in text and "verify" in text and "copy" in text
    # an error the rules raise over such a value: the window asks the file
    boxes.clear()
    crash.show_crash(TypeError, TypeError("unsupported operand"), None)
    assert boxes[-1][0] == "The event file is damaged"


def test_the_window_notices_its_file_overwritten_in_place(window, demo_path, tmp_path, boxes,
                                                          monkeypatch):
    """Issue 24, point 1: `cp backup event` keeps the inode; the window notices all the same."""
    import shutil

    from tournament_director.service import copies, history
    backup = copies.backup(demo_path, tmp_path / "backup.tdevent")
    assert window.open_event(demo_path)
    assert window.session.act(registration.drop, 3).changes  # acknowledged before the cp
    saved, asked = [], []
    monkeypatch.setattr(gui_copies, "ask", lambda _w, title, text, **k: asked.append(
        (title, text)) or True)
    monkeypatch.setattr(window, "save_copy", lambda: saved.append(
        window.session.save_copy(tmp_path / f"saved {len(saved)}.tdevent")))
    shutil.copyfile(backup, demo_path)
    window.session.watch_file()  # the window's timer, between changes
    [(title, text)] = asked
    assert "changed under the window" in title
    assert "overwritten" in text and "rescued" in text
    assert saved, "the copy was offered, and taken"
    with pytest.raises(ServiceError, match="overwritten"):
        window.session.act(registration.add_player, "Zed")
    window.close_event()
    assert demo_path.read_bytes() == backup.read_bytes()  # as it was put there
    for kept in [*saved, *[p for p in tmp_path.iterdir() if " rescued " in p.name]]:
        with Event.open(kept) as ev:
            assert ev.player(3).status == "dropped" and history.verify(ev) == []
            assert "Zed" not in [p.name for p in ev.players()]
