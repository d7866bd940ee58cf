"""The window as another desk (joined to a main desk running as its own process) and as the
main desk (its desks' server in its own process), with desks' command lines beside it."""

from __future__ import annotations

import subprocess
import time

import pytest

from tournament_director.service import desks, registration, results
from tournament_director.service.files import read_event

from ..desks.conftest import CLI, desks_of, free_port, places, ranks, shared_event  # noqa: F401

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def run_beside(qtbot, *args: str) -> subprocess.CompletedProcess:
    """A desk's command line, the window's events handled while it runs (at the main desk
    its change is run on the window's own thread)."""
    proc = subprocess.Popen([*CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, encoding="utf-8")
    try:
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=60000)
        out, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


def test_a_joined_window_shows_another_desks_change_and_says_when_the_main_desk_is_gone(
        window, qtbot, desks_of, shared_event, boxes):  # noqa: F811
    main = desks_of(free_port())
    assert window.join_desk(main.link("Results 1", "results"))
    assert window.windowTitle().startswith("Results 1 (results desk) - joined to Desk Cup at "
                                           "127.0.0.1:")
    assert "0 of 4 tables in" in window.headline.text()
    assert not window.menus.copy_action.isEnabled()  # the event file is the main desk's
    other = main.link("Results 2", "results")
    with read_event(shared_event) as event:
        table = event.game(1).tables[1]
    started = time.monotonic()
    done = run_beside(qtbot, "--desk", other, "record", "--game", "1", "--table", "2",
                      "--ranks", ranks(table))
    assert done.returncode == 0, done.stderr
    qtbot.waitUntil(lambda: "1 of 4 tables in" in window.headline.text(), timeout=1500)
    assert time.monotonic() - started < 10
    # this desk's own change: through the main desk, one line naming it
    mine = window.session.game(1).tables[0]
    window.session.act(results.record, 1, mine.table, places=places(mine))
    assert "2 of 4 tables in" in window.headline.text()
    main.kill()
    qtbot.waitUntil(lambda: "out of reach" in window.status_bar.saved_label.text(),
                    timeout=2500)
    with pytest.raises(Exception, match="nothing was changed"):
        window.session.act(registration.checkin, [1])
    main.start()
    qtbot.waitUntil(lambda: window.status_bar.saved_label.text() == "", timeout=6000)
    with read_event(shared_event) as event:
        assert [a.desk for a in event.audit_log(2)] == ["Results 1", "Results 2"]


def test_the_main_window_serves_desks_and_shows_their_changes(window, qtbot, shared_event):  # noqa: F811
    assert window.open_event(shared_event)
    sharing = window.sharing
    sharing.desks.port = free_port()
    assert sharing.desks.start() is None
    token = desks.make_desk(window.session.event, "Door", "door")
    url = sharing.desks.link(token)
    assert url.endswith("#pin=" + desks.pin(window.session.event.db))
    url = url.replace(url.split("//")[1].split(":")[0], "127.0.0.1", 1)
    done = run_beside(qtbot, "--desk", url, "checkin", "3", "5")
    assert done.returncode == 0, done.stderr
    window.show_page(0)
    qtbot.waitUntil(lambda: "2 of 16 here" in window.headline.text() or
                    all(p.checked_in for p in window.session.players()
                        if p.start_no in (3, 5)), timeout=1500)
    assert window.session.event.audit_log(1)[0].desk == "Door"
    refused = run_beside(qtbot, "--desk", url, "seat")
    assert refused.returncode == 2 and "door desk" in refused.stderr
    from tournament_director.gui.sharing import ShareDialog
    dialog = ShareDialog(window, lambda: None, desks=sharing.desks)
    box = dialog.desks_box
    box.refresh()
    assert box.on_box.isChecked()
    assert [box.table.item(0, c).text() for c in range(2)] == ["Door",
                                                               "door: players, check-in"]
    assert box.table.item(0, 2).text() == "now"  # (written down every few seconds)
    box.table.cellWidget(0, 3).click()  # Revoke
    assert box.table.item(0, 2).text() == "revoked"
    gone = run_beside(qtbot, "--desk", url, "players")
    assert gone.returncode == 2 and "refuses this desk" in gone.stderr
    dialog.close()
    sharing.stop()
    assert not sharing.desks.running


def test_a_result_form_open_while_a_desk_records_that_table_is_refused_naming_it(
        window, qtbot, shared_event):  # noqa: F811
    assert window.open_event(shared_event)
    sharing = window.sharing
    sharing.desks.port = free_port()
    assert sharing.desks.start() is None
    url = sharing.desks.link(desks.make_desk(window.session.event, "Results", "results"))
    url = url.replace(url.split("//")[1].split(":")[0], "127.0.0.1", 1)
    window.show_page(1)
    table = window.session.game(1).tables[0]
    form = window.games_page.open_table(table.table, 1)
    qtbot.waitUntil(form.isVisible, timeout=5000)
    form.activateWindow()
    form.edits[0][0].setFocus()
    qtbot.waitUntil(lambda: form.property("td_seen") is not None, timeout=5000)
    done = run_beside(qtbot, "--desk", url, "record", "--game", "1", "--table",
                      str(table.table), "--ranks", ranks(table))
    assert done.returncode == 0, done.stderr
    for r in range(table.size):
        form.edits[r][0].setText(str(table.size - r))
    assert not form.try_save()
    assert "meanwhile desk \u201cResults\u201d changed the same" in form.message.text()
    assert window.session.event.table(1, table.table).places == {
        p: i for i, p in enumerate(table.players, 1)}
    form.close()
    sharing.stop()
