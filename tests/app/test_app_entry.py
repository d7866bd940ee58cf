"""The window's entry point: version without Qt, and a plain word when there is no screen."""

import os
import subprocess
import sys

from tournament_director.__main__ import no_display


def run(*args, env):
    return subprocess.run([sys.executable, "-m", "tournament_director", *args],
                          capture_output=True, text=True, env=env, timeout=60)


def test_version_needs_no_screen_and_no_qt():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    result = run("--version", env=env)
    assert result.returncode == 0 and result.stdout.startswith("Tournament Director ")


def test_without_a_screen_it_says_what_to_do():
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    if not sys.platform.startswith("linux"):
        return
    result = run("--demo", env=env)
    assert result.returncode == 2
    assert "no screen" in result.stderr and "Traceback" not in result.stderr


def test_no_display_only_on_linux_without_x_wayland_or_a_platform():
    assert no_display({}, "linux")
    assert not no_display({"DISPLAY": ":0"}, "linux")
    assert not no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not no_display({}, "win32")


def test_version_without_a_console_is_shown_in_a_box(monkeypatch):
    import tournament_director.gui.app as app
    from tournament_director.__main__ import main
    shown = []
    monkeypatch.setattr(app, "show_text", shown.append)
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["--version"]) == 0
    assert shown and shown[0].startswith("Tournament Director ")


def test_join_takes_a_desks_link():
    from tournament_director.__main__ import parse_args
    url = "https://192.168.1.23:8081/d/kD2aaaaaaaaaaaaaaaaaaa#pin=" + "5c" * 32
    args = parse_args(["--join", url])
    assert (args.join, args.event, args.demo) == (url, None, False)
