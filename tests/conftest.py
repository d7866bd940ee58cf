"""Shared test set-up: Qt runs offscreen; hard names from the spec; small event helpers."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# English in tests, whatever the machine's language (the window, the CLI in subprocesses)
os.environ["TD_LANG"] = "en"

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "spec"
HARD_NAMES_FALLBACK = [
    "Małgorzata Wiśniewska", "Jiří Čermák", "Gülşen Öztürk", "Trần Thị Hương",
    "Þórunn Guðmundsdóttir", "Σωκράτης Αλεξίου", "Дмитрий Шостакович", "王小明",
    "Ben & Jerry", "<i>Ivy</i> League", "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)",
    "+44 Fan", "@handle", "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg",
    "  Leading and trailing spaces  ", "José Decomposed", "Zoë 🎲 Dice",
]


def load_hard_names() -> list[str]:
    """The names of shared/spec/hard-names.txt (a copy is kept here for a clone without shared/)."""
    path = SPEC / "hard-names.txt"
    if not path.exists():
        return list(HARD_NAMES_FALLBACK)
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


@pytest.fixture(scope="session")
def hard_names() -> list[str]:
    return load_hard_names()


@pytest.fixture
def language():
    """Sets the language of the Qt-free side for a test (`language("de")`); English again
    afterwards."""
    from tournament_director import i18n
    yield i18n.set_language
    i18n.set_language("en")
