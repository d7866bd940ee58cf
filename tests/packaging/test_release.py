"""A release's own words: the version from one place, the notes from CHANGELOG.md, the Linux
it is claimed for, the desktop's metadata in three languages, the dependencies' bounds.

packaging/release.sh makes the files and packaging/check-release.sh checks them (.ci/run);
these are the parts that need no build.
"""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tournament_director import __version__

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import release_info  # noqa: E402 - packaging/release_info.py

METAINFO = PACKAGING / f"{release_info.METAINFO_ID}.metainfo.xml"
DESKTOP = PACKAGING / "tournament-director.desktop"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


# -- the version ------------------------------------------------------------------------------
def test_the_version_has_one_place_which_pyproject_and_the_scripts_read():
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads(text(ROOT / "pyproject.toml"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "tournament_director.__version__"}
    assert release_info.version() == __version__
    for script in PACKAGING.iterdir():  # no script reads a version out of pyproject.toml
        if script.suffix in (".sh", ".ps1", ".iss", ".py", ".spec"):
            assert not re.search(r"\^version = |pyproject\.toml.{0,40}version", text(script)), \
                script.name
    for script in ("build-deb.sh", "build-dmg.sh", "smoke.sh"):
        assert "tournament_director/__init__.py" in text(PACKAGING / script), script


# -- CHANGELOG.md and the notes ---------------------------------------------------------------
SAMPLE = """# Changelog

## [Unreleased]

### Fixed

- the next one's fix

## [1.2.0] - 2027-03-01

### Added

- a feature

[Unreleased]: https://example.org/compare/v1.2.0...HEAD
[1.2.0]: https://example.org/releases/v1.2.0
"""


def test_the_changelog_keeps_a_changelogs_form():
    changelog = text(ROOT / "CHANGELOG.md")
    assert changelog.startswith("# Changelog\n") and "Keep a Changelog" in changelog
    heads = re.findall(r"^## (.+)$", changelog, re.M)
    assert heads[0] == "[Unreleased]"
    for head in heads[1:]:  # newest first, each released version with its date
        assert re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", head), head
    kinds = set(re.findall(r"^### (.+)$", changelog, re.M))
    assert kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}
    # this version is either released (its dated section) or still the Unreleased one
    title, body = release_info.changes(changelog, __version__)
    assert title.startswith(f"Tournament Director {__version__} (") and body


def test_the_notes_are_the_versions_section_and_a_tag_needs_its_dated_section():
    assert release_info.changes(SAMPLE, "1.2.0") == (
        "Tournament Director 1.2.0 (2027-03-01)", "### Added\n\n- a feature")
    assert release_info.changes(SAMPLE, "1.2.0", tag="v1.2.0")[1] == "### Added\n\n- a feature"
    title, body = release_info.changes(SAMPLE, "1.3.0")  # a build before the release
    assert "not released" in title and body == "### Fixed\n\n- the next one's fix"
    with pytest.raises(release_info.ReleaseError, match=r"no section '## \[1.3.0\]"):
        release_info.changes(SAMPLE, "1.3.0", tag="v1.3.0")
    with pytest.raises(release_info.ReleaseError, match="not the version's"):
        release_info.changes(SAMPLE, "1.2.0", tag="v1.2.1")


def test_the_notes_name_each_file_and_the_linux_they_run_on():
    files = ["tournament-director_1.2.0_amd64.deb", "tournament_director-1.2.0-py3-none-any.whl",
             "tournament-director-1.2.0-linux-x86_64.tar.gz", "tournament_director-1.2.0.tar.gz",
             "tournament-director-1.2.0-windows-setup.exe"]
    notes = release_info.notes(SAMPLE, "1.2.0", glibc="2.35", files=files)
    assert notes.startswith("# Tournament Director 1.2.0 (2027-03-01)\n")
    for name in files:
        assert f"- `{name}`: " in notes
    assert "`pipx install tournament_director-1.2.0-py3-none-any.whl`" in notes
    assert "`sudo apt install ./tournament-director_1.2.0_amd64.deb`" in notes
    assert "glibc 2.35 or newer: Ubuntu 22.04, Debian 12 and newer" in notes
    assert "SHA256SUMS" in notes and "Nothing is signed" in notes


# -- the Linux claimed --------------------------------------------------------------------------
def test_readme_and_install_claim_for_linux_what_the_workflows_build_runs_on():
    runner = re.search(r"os: \[(ubuntu-[\d.]+),", text(ROOT / ".github/workflows/ci.yml"))
    assert runner, "the workflow builds the release's Linux files on an Ubuntu runner"
    glibc, systems = release_info.LINUX_FLOORS[tuple(runner.group(1).split("-"))]
    assert (glibc, systems) == ("2.35", "Ubuntu 22.04, Debian 12 and newer")
    for doc in ("README.md", "docs/install.md"):
        words = " ".join(text(ROOT / doc).split())
        assert f"glibc {glibc}" in words and systems in words, doc
    # and a build on Debian 12 (.ci/run's) claims no older system than Debian 12's own glibc
    assert release_info.LINUX_FLOORS[("debian", "12")][0] == "2.36"


def test_the_windows_and_macos_file_names_the_documents_give_are_the_scripts():
    workflow = text(ROOT / ".github/workflows/ci.yml")
    assert "windows-latest" in workflow and "macos-latest" in workflow  # arm64 runners
    assert "tournament-director-$version-windows-setup.exe" in text(
        PACKAGING / "build-installer.ps1").replace("{#AppVersion}", "$version")
    assert "OutputBaseFilename=tournament-director-{#AppVersion}-windows-setup" in text(
        PACKAGING / "tournament-director.iss")
    assert 'tournament-director-$version-macos-$(uname -m).dmg' in text(PACKAGING / "build-dmg.sh")
    for doc in ("README.md", "docs/install.md"):
        words = text(ROOT / doc)
        assert "tournament-director-VERSION-windows-setup.exe" in words
        assert "tournament-director-VERSION-macos-arm64.dmg" in words
        assert "have not been built yet" in words or "not yet proven" in words, doc


@pytest.mark.skipif(not (sys.platform.startswith("linux") and shutil.which("objdump")),
                    reason="Linux ELF files and objdump")
def test_the_glibc_an_app_folder_needs_is_its_highest_symbol_version(tmp_path):
    (tmp_path / "bin").mkdir()
    shutil.copy2(shutil.which("ls"), tmp_path / "bin" / "ls")
    (tmp_path / "notes.txt").write_text("GLIBC_9.99 is not an ELF file")
    needed, where = release_info.glibc_needed(tmp_path)
    assert where == "bin/ls" and re.fullmatch(r"2\.\d+", needed)
    running = release_info.running_glibc()
    assert tuple(map(int, needed.split("."))) <= tuple(map(int, running.split(".")))
    with pytest.raises(release_info.ReleaseError):
        release_info.glibc_needed(tmp_path / "bin" / "nothing")


# -- the desktop's metadata ---------------------------------------------------------------------
def test_the_menu_entry_speaks_dutch_and_german():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    for section, keys in (("Desktop Entry", ("Name", "GenericName", "Comment", "Keywords")),
                          ("Desktop Action demo", ("Name",))):
        entry = parser[section]
        for key in keys:
            for lang in ("nl", "de"):
                assert entry.get(f"{key}[{lang}]"), f"{section}: {key}[{lang}]"
                # the program's name stays its name; every other text is translated
                if not (section == "Desktop Entry" and key == "Name"):
                    assert entry[f"{key}[{lang}]"] != entry[key], f"{key}[{lang}] is English"
    assert parser["Desktop Entry"]["Comment[de]"].startswith("Ein Brettspielturnier")


def test_the_metainfo_describes_the_program_in_three_languages():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == release_info.METAINFO_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert {b.text for b in root.iter("binary")} == {"tournament-director",
                                                     "tournament-director-cli"}
    assert root.findtext("provides/mediatype") == "application/x-tournament-director-event"
    for tag in ("summary", "description/p"):
        assert {e.get(XML_LANG) for e in root.findall(tag)} == {None, "nl", "de"}, tag
    assert root.find("releases") is None  # added from CHANGELOG.md when it is installed


def test_the_installed_metainfo_carries_the_changelogs_releases():
    made = release_info.metainfo(text(METAINFO), SAMPLE, "1.3.0")
    releases = ET.fromstring(made).findall("releases/release")
    assert [(r.get("version"), r.get("type")) for r in releases] == [
        ("1.3.0", "development"), ("1.2.0", None)]
    assert releases[1].get("date") == "2027-03-01" and releases[0].get("date")
    made = release_info.metainfo(text(METAINFO), SAMPLE, "1.2.0")
    assert [r.get("version") for r in ET.fromstring(made).findall("releases/release")] == [
        "1.2.0"]


@pytest.mark.skipif(not (shutil.which("desktop-file-validate") and shutil.which("appstreamcli")),
                    reason="desktop-file-utils and appstream (.ci/run installs them)")
def test_the_desktop_files_pass_their_validators(tmp_path):
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    made = tmp_path / METAINFO.name
    made.write_text(release_info.metainfo(text(METAINFO), text(ROOT / "CHANGELOG.md"),
                                          __version__), encoding="utf-8")
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(made)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


# -- the smoke test prints every report -------------------------------------------------------
def test_the_app_smoke_test_prints_every_kind_of_report():
    from tournament_director.service.reports import KINDS
    listed = re.search(r"for report in (.+?); do", text(PACKAGING / "smoke.sh"), re.S)
    assert listed
    kinds = {word.split(":")[0] for word in listed.group(1).replace("\\\n", " ").split()}
    assert set(KINDS) <= kinds


# -- the dependencies' bounds -----------------------------------------------------------------
def test_every_dependency_of_the_program_has_a_lower_and_an_upper_bound():
    tomllib = pytest.importorskip("tomllib")
    pyproject = text(ROOT / "pyproject.toml")
    assert "Version bounds, one policy for every dependency" in pyproject  # and its reason
    for requirement in tomllib.loads(pyproject)["project"]["dependencies"]:
        spec = requirement.split(";")[0]
        assert re.search(r">=\s*\d", spec) and re.search(r"(?<![<>=!])<\s*\d", spec), requirement
