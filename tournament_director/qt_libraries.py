"""Before Qt starts on Linux: are the system libraries its screen platform needs here? (no Qt)

Qt's xcb (X11) platform plugin aborts the program with its own multi-line message when a
library it links is missing (libxcb-cursor0 is the usual one: a desktop does not need it for
anything else). `check` looks for those libraries the way Qt will load them (the dynamic
loader, with the built app's own library folder first) and says in one line what to install.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping

# soname -> the Debian/Ubuntu package that has it. What `ldd` shows PySide6 6.11's
# Qt/plugins/platforms/libqxcb.so (and libQt6XcbQpa.so.6) linking, C/C++ runtime aside.
XCB = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}
# The Wayland platform plugin (libqwayland.so).
WAYLAND = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libxkbcommon.so.0": "libxkbcommon0",
}
# QtGui itself, whatever the platform (without them `import PySide6.QtGui` fails).
GUI = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}
# The xcb libraries the built Linux app carries (packaging/tournament-director.spec refuses
# to build without them; packaging/smoke.sh checks that the window loads these copies).
# Not libxcb.so.1: PyInstaller leaves it to the system (every X11 client links it).
BUNDLED_XCB = [name for name in XCB if name != "libxcb.so.1"]


def loads(soname: str) -> bool:
    """Whether the dynamic loader finds and loads `soname` (as Qt will, with the same search
    path: in the built app, its own library folder first)."""
    import ctypes
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing(libraries: Mapping[str, str], load: Callable[[str], bool] | None = None) -> list[str]:
    load = load or loads
    return [name for name in libraries if not load(name)]


def _platform_name(value: str) -> str:
    """The first platform of QT_QPA_PLATFORM ("xcb", "wayland;xcb", "xcb:option")."""
    return value.split(";")[0].split(":")[0].strip()


def check(environ: MutableMapping[str, str], platform: str,
          load: Callable[[str], bool] | None = None) -> str | None:
    """None when Qt can start its screen platform here (or when this is not checked: not
    Linux, no screen, a platform other than X11/Wayland); else the one line to show.

    On a Wayland desktop that lacks the X11 libraries but has Wayland's, QT_QPA_PLATFORM is
    set to wayland in `environ`, so that Qt does not try X11 first and abort."""
    if not platform.startswith("linux"):
        return None
    chosen = _platform_name(environ.get("QT_QPA_PLATFORM", ""))
    if chosen == "xcb" or (not chosen and environ.get("DISPLAY")
                           and not environ.get("WAYLAND_DISPLAY")):
        return _message("X11", missing({**GUI, **XCB}, load))
    if chosen == "wayland":
        return _message("Wayland", missing({**GUI, **WAYLAND}, load))
    if not chosen and environ.get("WAYLAND_DISPLAY"):
        lacking = missing({**GUI, **XCB}, load)
        if lacking and not missing({**GUI, **WAYLAND}, load):
            environ["QT_QPA_PLATFORM"] = "wayland"
            return None
        return _message("X11", lacking)
    return None


def _message(kind: str, lacking: list[str]) -> str | None:
    if not lacking:
        return None
    packages = " ".join(dict.fromkeys({**GUI, **XCB, **WAYLAND}[name] for name in lacking))
    return (f"tournament-director: the window cannot start: the {kind} libraries Qt needs are "
            f"missing ({', '.join(lacking)}): install them (Debian/Ubuntu: sudo apt-get "
            f"install {packages}), or use tournament-director-cli.")
