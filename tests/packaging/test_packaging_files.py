"""The packaging files are complete and well-formed (fast: no PyInstaller build here).

The build itself is checked by packaging/build.sh --smoke (see docs/developers.md, "Building
the app and the downloads").
"""

from __future__ import annotations

import configparser
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
NAME = "tournament-director"
MIME_TYPE = "application/x-tournament-director-event"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
METAINFO_ID = "org.tournament_director.TournamentDirector"


# -- the .desktop file ---------------------------------------------------------------------------
def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(PACKAGING / f"{NAME}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_packaging_desktop_file_has_the_required_keys():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tournament Director"
    assert entry["Exec"] == f"{NAME} %f"  # the file manager passes one event file
    assert entry["Icon"] == NAME
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Office;"  # install.md: "under Office"
    assert MIME_TYPE in entry["MimeType"].split(";")
    assert entry["MimeType"].endswith(";") and entry["Categories"].endswith(";")
    # the window sets desktop file name / WM_CLASS "tournament-director"
    assert entry["StartupWMClass"] == NAME


def test_packaging_desktop_file_is_plain_utf8_without_tabs_or_crlf():
    raw = (PACKAGING / f"{NAME}.desktop").read_bytes()
    raw.decode("utf-8")
    assert b"\r" not in raw and b"\t" not in raw
    for line in raw.decode().splitlines():
        assert line == "" or line.startswith(("#", "[")) or re.match(
            r"^[A-Za-z0-9-]+(\[[^]]+\])?=", line), line


def test_packaging_desktop_actions_are_defined():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PACKAGING / f"{NAME}.desktop", encoding="utf-8")
    for action in filter(None, parser["Desktop Entry"].get("Actions", "").split(";")):
        section = parser[f"Desktop Action {action}"]
        assert section["Name"] and section["Exec"].startswith(f"{NAME} ")


# -- the file type -------------------------------------------------------------------------------
def test_packaging_mime_xml_declares_tdevent_by_name_only():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / f"{NAME}-mime.xml").getroot()
    assert root.tag == "{http://www.freedesktop.org/standards/shared-mime-info}mime-info"
    types = root.findall("m:mime-type", ns)
    assert [t.get("type") for t in types] == [MIME_TYPE]
    (mime,) = types
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.tdevent"]
    assert mime.find("m:comment", ns).text
    # "SQLite format 3" magic would claim every SQLite file: no magic rule
    assert mime.find("m:magic", ns) is None


# -- icons ---------------------------------------------------------------------------------------
def png_size(path: Path) -> tuple[int, int]:
    """Width and height from the PNG header (signature, then the IHDR chunk)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert head[12:16] == b"IHDR"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("size", PNG_SIZES)
def test_packaging_icon_png_exists_with_its_size(size):
    assert png_size(ICONS / f"{NAME}-{size}.png") == (size, size)


def test_packaging_window_icon_png_and_svg():
    assert png_size(ICONS / f"{NAME}.png") == (256, 256)
    svg = ET.parse(ICONS / f"{NAME}.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.get("viewBox") == "0 0 256 256"


def test_packaging_windows_ico_has_every_size():
    data = (ICONS / f"{NAME}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        w, h = data[6 + 16 * i], data[7 + 16 * i]
        sizes.add((w or 256, h or 256))  # 0 means 256
    assert {(n, n) for n in (16, 24, 32, 48, 256)} <= sizes


def test_packaging_macos_icns_is_an_icns_file():
    data = (ICONS / f"{NAME}.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    for kind in (b"ic07", b"ic08", b"ic09", b"ic10"):  # 128, 256, 512, 1024 px
        assert kind in data


# -- the PyInstaller spec and the scripts ----------------------------------------------------
def test_packaging_spec_bundles_resources_and_both_programs():
    spec = (PACKAGING / f"{NAME}.spec").read_text(encoding="utf-8")
    assert '"resources"), "resources")' in spec.replace("'", '"')
    assert "entry_gui.py" in spec and "entry_cli.py" in spec
    assert "COLLECT(" in spec and 'name=f"{NAME}-cli"' in spec
    assert "console=False" in spec
    assert '{NAME}.ico"' in spec and '{NAME}.icns"' in spec  # icon= per platform
    compile(spec, "tournament-director.spec", "exec")  # valid Python
    for entry in ("entry_gui.py", "entry_cli.py"):
        compile((PACKAGING / entry).read_text(encoding="utf-8"), entry, "exec")


def test_packaging_entry_points_name_the_real_mains():
    gui = (PACKAGING / "entry_gui.py").read_text()
    assert "from tournament_director.__main__ import main" in gui
    assert "from tournament_director.cli import main" in (PACKAGING / "entry_cli.py").read_text()


def test_packaging_qt_hooks_keep_what_the_window_needs():
    hooks = PACKAGING / "pyinstaller-hooks"
    for module in ("QtCore", "QtGui", "QtWidgets"):
        assert (hooks / f"hook-PySide6.{module}.py").is_file()
    source = (hooks / "_td_qt.py").read_text(encoding="utf-8")
    compile(source, "_td_qt.py", "exec")
    for plugin in ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa", "qsvg"):
        assert f'"{plugin}"' in source


POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts (Linux, macOS)")
LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux installer")


@POSIX_ONLY
@pytest.mark.parametrize("script", ["build.sh", "smoke.sh", "install-linux.sh", "release.sh",
                                    "check-release.sh", "build-deb.sh", "smoke-deb.sh",
                                    "build-dmg.sh", "import-log.sh"])
def test_packaging_shell_scripts_parse_and_are_executable(script):
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"{script} is not executable"
    assert path.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")
    subprocess.run(["bash", "-n", str(path)], check=True)


@LINUX_ONLY
def test_packaging_install_linux_installs_menu_entry_file_type_and_icons(tmp_path):
    """install-linux.sh into a prefix from a fake app folder (no build needed)."""
    app = tmp_path / "app"
    (app / "_internal" / "resources").mkdir(parents=True)
    for exe in (NAME, f"{NAME}-cli"):
        (app / exe).write_text("#!/bin/sh\necho 'Tournament Director 0.1.0'\n")
        (app / exe).chmod(0o755)
    (app / "_internal" / "resources" / "icons").symlink_to(ICONS)
    prefix = tmp_path / "pre fix"  # a space: Exec must be quoted
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home")}
    done = subprocess.run(["bash", str(PACKAGING / "install-linux.sh"), "--prefix", str(prefix),
                           str(app)],
                          env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lib = prefix / "lib" / NAME
    assert (lib / NAME).is_file()
    assert subprocess.run([str(prefix / "bin" / NAME), "--version"], capture_output=True,
                          text=True).stdout.strip() == "Tournament Director 0.1.0"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(prefix / "share" / "applications" / f"{NAME}.desktop", encoding="utf-8")
    assert parser["Desktop Entry"]["Exec"] == f'"{lib / NAME}" %f'
    assert parser["Desktop Action demo"]["Exec"] == f'"{lib / NAME}" --demo'
    assert (prefix / "share" / "mime" / "packages" / f"{NAME}.xml").is_file()
    assert (prefix / "share" / "metainfo" / f"{METAINFO_ID}.metainfo.xml").is_file()
    hicolor = prefix / "share" / "icons" / "hicolor"
    for n in PNG_SIZES:
        assert png_size(hicolor / f"{n}x{n}" / "apps" / f"{NAME}.png") == (n, n)
    assert (hicolor / "scalable" / "apps" / f"{NAME}.svg").is_file()

    done = subprocess.run(["bash", str(PACKAGING / "install-linux.sh"), "--prefix", str(prefix),
                           "--uninstall"],
                          env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert not lib.exists() and not (prefix / "bin" / NAME).exists()
    assert not (prefix / "share" / "applications" / f"{NAME}.desktop").exists()
    assert not (prefix / "share" / "metainfo" / f"{METAINFO_ID}.metainfo.xml").exists()


def test_packaging_licence_is_mit():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 the Tournament Director developers" in text
