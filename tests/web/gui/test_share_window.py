"""Event > Share on the local network: the window starts `serve` as a child and stops it."""

from __future__ import annotations

import urllib.request

import pytest

pytest.importorskip("pytestqt")

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


@pytest.fixture
def loopback(monkeypatch):
    from tournament_director.gui import sharing
    monkeypatch.setattr(sharing.Sharing, "host", "127.0.0.1")  # tests stay on this machine
    monkeypatch.setattr(sharing.Sharing, "port", 0)


def test_share_action_starts_the_server_and_closing_the_event_stops_it(
        window, hard_event, qtbot, loopback):
    sharing = window.sharing
    assert not sharing.action.isEnabled() and not sharing.action.isChecked()  # off by default
    assert window.open_event(hard_event)
    assert sharing.action.isEnabled() and not sharing.running
    sharing.action.trigger()
    assert sharing.action.isChecked()
    qtbot.waitUntil(lambda: bool(sharing.urls), timeout=30000)
    url = sharing.urls[0]
    assert url.startswith("http://127.0.0.1:")
    assert sharing.dialog.isVisible() and sharing.dialog.url_label.text() == url
    assert not sharing.dialog.qr.pixmap().isNull()
    assert sharing.status_button.isVisible() and url in sharing.status_button.text()
    sharing.dialog.hide()  # closed: the status bar brings it back, still sharing
    sharing.status_button.click()
    assert sharing.dialog.isVisible() and sharing.running
    with urllib.request.urlopen(url + "tables.html", timeout=10) as resp:
        assert resp.status == 200 and b"Tables of game 1" in resp.read()
    proc = sharing.process
    window.close_event()
    assert sharing.process is None and not sharing.action.isChecked()
    assert not sharing.status_button.isVisible()
    assert proc is None or proc.state().name == "NotRunning"
    with pytest.raises(OSError):
        urllib.request.urlopen(url, timeout=3)


def test_share_stop_button_and_quitting_stop_the_child(window, hard_event, qtbot, loopback):
    sharing = window.sharing
    assert window.open_event(hard_event)
    sharing.action.trigger()
    qtbot.waitUntil(lambda: bool(sharing.urls), timeout=30000)
    sharing.dialog.stop_button.click()
    assert not sharing.running and not sharing.action.isChecked()
    sharing.action.trigger()  # on again, then the window quits
    qtbot.waitUntil(lambda: bool(sharing.urls), timeout=30000)
    url = sharing.urls[0]
    window.close()
    assert not sharing.running
    with pytest.raises(OSError):
        urllib.request.urlopen(url, timeout=3)


def test_share_uses_another_port_when_the_usual_one_is_taken(window, hard_event, qtbot,
                                                             loopback, monkeypatch):
    import socket

    from tournament_director.gui import sharing as module
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        monkeypatch.setattr(module.Sharing, "port", port)
        assert window.open_event(hard_event)
        window.sharing.action.trigger()
        qtbot.waitUntil(lambda: bool(window.sharing.urls), timeout=30000)
        url = window.sharing.urls[0]
        assert url.startswith("http://127.0.0.1:") and f":{port}/" not in url
        with urllib.request.urlopen(url, timeout=10) as resp:
            assert resp.status == 200
    window.close_event()
    assert not window.sharing.running


def test_share_runs_the_command_line_program_beside_the_built_app(monkeypatch, tmp_path):
    import sys

    from tournament_director.gui.sharing import serve_command
    program, args = serve_command("/e/Spring Cup.tdevent", "0.0.0.0", 8080)
    assert program == sys.executable
    assert args == ["-m", "tournament_director.cli", "serve", "/e/Spring Cup.tdevent",
                    "--host", "0.0.0.0", "--port", "8080"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tournament-director"))
    program, args = serve_command("/e/x.tdevent", "0.0.0.0", 8080)
    cli = "tournament-director-cli" + (".exe" if sys.platform == "win32" else "")
    assert program == str(tmp_path / cli) and args[:2] == ["serve", "/e/x.tdevent"]


def test_share_serves_the_pages_in_the_windows_language(window, hard_event, qtbot, loopback):
    """The window's language, not the system's: the child `serve` gets TD_LANG."""
    from tournament_director import i18n
    sharing = window.sharing
    assert window.open_event(hard_event)
    i18n.set_language("de")  # as the window sets it when German is chosen
    try:
        sharing.action.trigger()
        qtbot.waitUntil(lambda: bool(sharing.urls), timeout=30000)
        assert sharing.process.processEnvironment().value("TD_LANG") == "de"
        with urllib.request.urlopen(sharing.urls[0] + "index.html", timeout=10) as resp:
            page = resp.read().decode()
        assert '<html lang="de">' in page and "Finden Sie Ihren Tisch" in page
    finally:
        i18n.set_language("en")
        window.close_event()
