"""What README and docs/ say about files is true: each file of the repository they name is there,
and the log files are the ones the program writes, as install.md describes them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("packaging/", "tests/", "docs/", "resources/", "benchmarks/", "tournament_director/",
       ".ci/", ".github/")
PACKAGE = ("gui/", "store/", "service/", "rules/", "reports/", "web/")
INSTALLED = ("tournament_director/resources",)  # where a wheel puts resources/, not a checkout


def named_paths() -> list[tuple[str, str]]:
    """(document, path) for each repository path a document names in backticks."""
    out = []
    for doc in DOCS:
        for token in re.findall(r"`([A-Za-z0-9_.][A-Za-z0-9_./-]*)`", doc.read_text("utf-8")):
            named = token.startswith(TOP + PACKAGE + ("templates/", "static/")) or token in (
                "CHANGELOG.md", "LICENSE", "pyproject.toml", "README.md")
            if named and not token.startswith(INSTALLED):
                out.append((doc.name, token))
    return out


def where(token: str) -> Path:
    if token.startswith(PACKAGE):
        module, _, rest = token.partition(".")  # `service/parse.points`: a name in a module
        return ROOT / "tournament_director" / (module + ".py" if rest and rest != "py"
                                               else token)
    if token.startswith(("templates/", "static/")):
        return ROOT / "tournament_director" / "web" / token
    return ROOT / token


def test_every_file_of_the_repository_the_docs_name_is_there():
    paths = named_paths()
    assert len(paths) > 50
    missing = [f"{doc}: {token}" for doc, token in paths if not where(token).exists()]
    assert not missing, missing


def test_every_link_to_a_file_of_the_repository_leads_to_one():
    links = 0
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)\s]+)\)", doc.read_text("utf-8")):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address, or a place in the same document
            links += 1
            assert (doc.parent / target.split("#")[0]).exists(), f"{doc.name}: {target}"
    assert links > 10


def test_the_log_files_install_md_names_are_the_programs_and_a_clean_start_writes_one(tmp_path):
    from tournament_director import logs
    install = " ".join((ROOT / "docs" / "install.md").read_text("utf-8").split())
    for name in (logs.WINDOW_LOG, logs.CLI_LOG, logs.FAULTS_LOG):
        assert f"`{name}`" in install
    assert "a clean start writes nothing there" in install
    # the window's start, with nothing to say: the faults log names the start, and only it
    code = ("import sys; from pathlib import Path; from tournament_director import logs\n"
            f"logs.start_window(Path({str(tmp_path)!r}))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [logs.FAULTS_LOG]
    first = (tmp_path / logs.FAULTS_LOG).read_text().splitlines()[0]
    assert first.startswith("--- ") and "Tournament Director" in first
