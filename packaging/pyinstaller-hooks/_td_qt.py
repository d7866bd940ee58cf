"""Which Qt plugins and files go into the app (shared by the hook-PySide6.Qt*.py beside it).

PyInstaller's own hooks for PySide6.QtCore/QtGui/QtWidgets collect every plugin of every
type those modules can use (embedded-Linux input drivers, EGLFS, VNC, KMS, JPEG, GIF, ...),
and then every library those plugins link (QtNetwork, EGLFS support, a partial GTK stack
for the GTK theme). These hooks take the same collection and keep only what a desktop
window needs, BEFORE PyInstaller looks for the plugins' libraries, so the libraries of a
dropped plugin are not collected either. KEEP below lists, per plugin type, the plugins
kept (a plugin's name without `lib` and extension; None = all of that type).
"""

from __future__ import annotations

import os

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

KEEP = {
    # how the window reaches the screen: X11, Wayland, none (offscreen, minimal), Windows, macOS
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qdirect2d", "qcocoa"},
    "platforms/darwin": None,
    # native file dialogs through the desktop portal; NOT qgtk3, which loads the machine's
    # GTK against the libraries bundled here (glib, cairo, pango): a known source of crashes
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": None,        # compose key and IBus: typing accented names
    "imageformats": {"qsvg", "qico"},     # the SVG window icon; PNG is built into QtGui
    "iconengines": None,                  # QIcon from an SVG file
    "styles": None,                       # native widget styles on Windows and macOS
    "accessiblebridge": None,
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    # dropped: generic (evdev/tuio), egldeviceintegrations (EGLFS), networkinformation, tls ...
}


def _stem(path: str) -> str:
    name = os.path.basename(path)
    for ext in (".dll", ".dylib", ".so"):
        if name.endswith(ext):
            name = name[: -len(ext)]
    return name[3:] if name.startswith("lib") else name


def _keep_binary(src: str, dest: str) -> bool:
    parts = dest.replace("\\", "/").split("/")
    if "plugins" not in parts:
        return True
    plugin_type = "/".join(parts[parts.index("plugins") + 1:])
    if plugin_type not in KEEP:
        return False
    names = KEEP[plugin_type]
    return names is None or _stem(src) in names


# Qt's translations of its own strings (OK, Cancel, Close of standard dialogs): only those of
# the languages the program speaks besides English (gui/translation.py loads qtbase_<lang>).
QT_LANGUAGES = ("nl", "de")


def _keep_data(src: str, dest: str) -> bool:
    if "translations" not in dest.replace("\\", "/").split("/"):
        return True
    return os.path.basename(src) in {f"qtbase_{lang}.qm" for lang in QT_LANGUAGES}


def qt_dependencies(hook_file: str):
    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    binaries = [(s, d) for s, d in binaries if _keep_binary(s, d)]
    datas = [(s, d) for s, d in datas if _keep_data(s, d)]
    return hiddenimports, binaries, datas
