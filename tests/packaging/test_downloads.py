"""The downloads: the licence notices the app carries, and the Debian package's layout (a fake
app folder is packaged here; the real one is built, installed and started by .ci/run)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import notices  # noqa: E402 - packaging/notices.py


def names(dists) -> set[str]:
    return {notices._key(d.metadata["Name"]) for d in dists}


def test_the_notices_cover_what_the_program_runs_on_and_nothing_of_the_tests():
    found = names(notices.runtime_distributions())
    assert {"pyside6-essentials", "shiboken6", "python-bidi", "reportlab", "sqlite-utils",
            "waitress", "segno", "platformdirs", "pyuca", "uharfbuzz", "babel"} <= found
    assert not found & {"pytest", "pytest-qt", "hypothesis", "ruff", "pyinstaller"}


def test_given_the_bundles_modules_only_the_distributions_it_carries_are_named():
    carried = names(notices.runtime_distributions(
        modules=["tournament_director.cli", "PySide6.QtCore", "bidi.algorithm", "reportlab"]))
    assert carried == {"tournament-director", "pyside6-essentials", "python-bidi", "reportlab"}


def test_the_notices_carry_the_lgpl_for_qt_and_python_bidi():
    text = notices.text(modules=["tournament_director", "PySide6", "shiboken6", "bidi"])
    summary = text.split("\n\n")[2]
    assert "PySide6_Essentials" in summary or "PySide6-Essentials" in summary
    assert "python-bidi" in summary and "shiboken6" in summary
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "GNU GENERAL PUBLIC LICENSE" in text  # the GPL the LGPL adds its permissions to
    assert "https://download.qt.io/official_releases/QtForPython/" in text  # where the source is
    assert "Python" in text and "Bitstream Vera" in text  # the interpreter's, the fonts'


@pytest.mark.skipif(not (sys.platform.startswith("linux") and shutil.which("dpkg-deb")
                         and shutil.which("objdump")), reason="Debian's dpkg-deb and objdump")
def test_the_deb_installs_the_programs_menu_entry_file_type_and_icons(tmp_path):
    app = tmp_path / "tournament-director"
    (app / "_internal").mkdir(parents=True)
    for program in ("tournament-director", "tournament-director-cli"):
        (app / program).write_text("#!/bin/sh\necho Tournament Director 0\n")
        (app / program).chmod(0o755)
    for name in ("LICENSE", "THIRD-PARTY-NOTICES.txt", "install-linux.sh"):
        (app / name).write_text(name)
    done = subprocess.run([str(PACKAGING / "build-deb.sh"), str(app), str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    deb = Path(done.stdout.splitlines()[-1])
    assert deb.parent == tmp_path / "out" and deb.name.startswith("tournament-director_")
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    for path in ("./usr/lib/tournament-director/tournament-director",
                 "./usr/lib/tournament-director/THIRD-PARTY-NOTICES.txt",
                 "./usr/bin/tournament-director -> ../lib/tournament-director/tournament-director",
                 "./usr/share/applications/tournament-director.desktop",
                 "./usr/share/mime/packages/tournament-director.xml",
                 "./usr/share/icons/hicolor/48x48/apps/tournament-director.png",
                 "./usr/share/icons/hicolor/scalable/mimetypes/"
                 "application-x-tournament-director-event.svg",
                 "./usr/share/metainfo/org.tournament_director.TournamentDirector.metainfo.xml",
                 "./usr/share/doc/tournament-director/copyright"):
        assert path in listing, path
    assert "install-linux.sh" not in listing  # apt installs and removes it
    assert "root/root" in listing  # owned by root, whoever built it
    control = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    assert "Package: tournament-director" in control
    floor = subprocess.run([sys.executable, str(PACKAGING / "release_info.py"), "linux-floor"],
                           capture_output=True, text=True, check=True).stdout.split("\t")[0]
    assert f"Depends: libc6 (>= {floor})" in control  # the glibc this build is claimed for
    from tournament_director import __version__
    assert f"Version: {__version__}" in control
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True,
                          check=True).stdout
    assert "postinst" not in info and "prerm" not in info  # Debian's triggers do the refresh
