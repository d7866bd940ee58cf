"""Before Qt starts: a missing X11/Wayland library is named in one line with what to install."""

import os
import shutil
import subprocess
import sys

import pytest

import tournament_director.__main__ as entry
from tournament_director import qt_libraries
from tournament_director.qt_libraries import GUI, WAYLAND, XCB, check


def without(*names):
    """A loader that finds every library except `names`."""
    return lambda soname: soname not in names


def test_missing_xcb_cursor_names_the_package_in_one_line():
    line = check({"DISPLAY": ":0"}, "linux", load=without("libxcb-cursor.so.0"))
    assert line is not None and "\n" not in line
    assert "libxcb-cursor.so.0" in line and "apt-get install libxcb-cursor0" in line


def test_every_missing_library_is_named_once_with_its_package():
    line = check({"DISPLAY": ":0"}, "linux",
                 load=without("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libGL.so.1"))
    assert "install libgl1 libxcb-icccm4 libxcb-keysyms1)" in line
    for name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libGL.so.1"):
        assert line.count(name) == 1


def test_nothing_to_say_when_everything_loads_or_nothing_is_checked():
    everything = without()
    assert check({"DISPLAY": ":0"}, "linux", load=everything) is None
    nothing = without(*XCB, *GUI, *WAYLAND)
    assert check({"DISPLAY": ":0"}, "win32", load=nothing) is None
    assert check({"DISPLAY": ":0"}, "darwin", load=nothing) is None
    assert check({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux", load=nothing) is None
    assert check({}, "linux", load=nothing) is None  # no screen: __main__ says that instead


def test_an_explicit_platform_is_checked_even_with_another_screen():
    lacking = without("libxcb-cursor.so.0")
    assert check({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w-0"}, "linux", load=lacking)
    assert check({"QT_QPA_PLATFORM": "xcb:nograb"}, "linux", load=lacking)
    line = check({"QT_QPA_PLATFORM": "wayland"}, "linux", load=without("libwayland-client.so.0"))
    assert "Wayland" in line and "libwayland-client0" in line


def test_a_wayland_desktop_without_x11_libraries_starts_on_wayland():
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    assert check(environ, "linux", load=without("libxcb-cursor.so.0")) is None
    assert environ["QT_QPA_PLATFORM"] == "wayland"
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    line = check(environ, "linux", load=without("libxcb-cursor.so.0", "libwayland-client.so.0"))
    assert "libxcb-cursor0" in line and "QT_QPA_PLATFORM" not in environ


def test_the_window_entry_refuses_before_qt_is_started(monkeypatch, capsys):
    if not sys.platform.startswith("linux"):
        pytest.skip("the check is for Linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(qt_libraries, "loads", without("libxcb-cursor.so.0"))
    started = []
    import tournament_director.gui.app as app
    monkeypatch.setattr(app, "run", lambda **kw: started.append(kw) or 0)
    assert entry.main(["--demo"]) == 2
    err = capsys.readouterr().err
    assert not started
    assert err.count("\n") == 1 and "sudo apt-get install libxcb-cursor0" in err


def test_the_real_loader_tells_present_from_absent():
    assert not qt_libraries.loads("libtournament-director-no-such-library.so.0")
    if sys.platform.startswith("linux"):
        assert qt_libraries.loads("libc.so.6")


def loaded_path(soname):
    """Where this machine's loader finds `soname` (None: it does not)."""
    import ctypes
    try:
        ctypes.CDLL(soname)
    except OSError:
        return None
    with open("/proc/self/maps", encoding="utf-8") as maps:
        return next((line.split()[-1] for line in maps if f"/{soname}" in line), None)


def can_hide_a_file():
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or not shutil.which("unshare"):
        return False
    return subprocess.run(["unshare", "-m", "--propagation", "private", "true"],
                          capture_output=True).returncode == 0


def test_the_installed_window_without_libxcb_cursor_says_what_to_install():
    """The pip install on a desktop that lacks libxcb-cursor0, whatever else this machine has
    or lacks: where libxcb-cursor0 is installed, an empty file is bound over it (as root, in
    a private mount namespace); where it is not, the window runs as it is. Either way
    `tournament-director --demo` must exit 2 with one line naming exactly the libraries the
    loader cannot find there (libxcb-cursor.so.0 among them) and their packages."""
    path = loaded_path("libxcb-cursor.so.0")
    if path is not None and not can_hide_a_file():
        pytest.skip("libxcb-cursor0 is installed and cannot be hidden (needs root and a "
                    "private mount namespace)")
    env = {k: v for k, v in os.environ.items()
           if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = ":0"  # the check comes before Qt ever connects to it
    # in the same namespace: what the loader lacks there, then the window
    script = ('"$1" -c "from tournament_director import qt_libraries as q; '
              'print(\' \'.join(q.missing({**q.GUI, **q.XCB})))" '
              '&& exec "$1" -m tournament_director --demo')
    if path is None:
        command = ["sh", "-c", script, "sh", sys.executable]
    else:
        command = ["unshare", "-m", "--propagation", "private", "sh", "-c",
                   f'mount --bind /dev/null "$2" && {script}', "sh", sys.executable,
                   os.path.realpath(path)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    lacking = done.stdout.split()
    assert "libxcb-cursor.so.0" in lacking, done.stdout + done.stderr
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1
    assert f"({', '.join(lacking)})" in done.stderr
    packages = " ".join(dict.fromkeys({**GUI, **XCB}[name] for name in lacking))
    assert f"apt-get install {packages})" in done.stderr
    assert "apt-get install" in done.stderr and "libxcb-cursor0" in packages


def test_programs_the_built_window_starts_get_the_users_library_path():
    from tournament_director.__main__ import restore_library_path
    environ = {"LD_LIBRARY_PATH": "/app/_internal:/opt/mine", "LD_LIBRARY_PATH_ORIG": "/opt/mine"}
    restore_library_path(environ, "/app/_internal")
    assert environ == {"LD_LIBRARY_PATH": "/opt/mine"}
    environ = {"LD_LIBRARY_PATH": "/app/_internal"}  # the user had none
    restore_library_path(environ, "/app/_internal")
    assert environ == {}
    for bundle in (None, "/app/_internal"):  # a pip install; a path the app did not set
        environ = {"LD_LIBRARY_PATH": "/opt/mine"}
        restore_library_path(environ, bundle)
        assert environ == {"LD_LIBRARY_PATH": "/opt/mine"}
