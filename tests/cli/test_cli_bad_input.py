"""Every refusal: exit 2, one clear line on stderr, and the event file byte-for-byte unchanged."""

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tournament_director.service.event import Event

from ..conftest import made_once

SEED_ITEMS = "cities=1,preserve_stones=1,limbo_groups=0,spaceport=yes"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
@made_once
def ctx(tmp_path, cli):
    """An event in game 1: 8 players at two tables of 4, table 1 recorded, player 9 dropped."""
    path = tmp_path / "cup.tdevent"
    cli.ok("new", path, "--name", "Cup", "--games", 2, "--fee", 10, "--seed", 1)
    for name in ["Anna", "Bram", "Chloé", "Dawid", "Eva", "Finn", "Greta", "Hugo", "Ines"]:
        cli.ok("add-player", path, name)
    cli.ok("drop", path, 9)
    tables = cli.ok("seat", path, "--json").json["tables"]
    t1, t2 = tables[0]["players"], tables[1]["players"]
    cli.ok("record", path, "--game", 1, "--table", 1,
           "--ranks", ",".join(f"{p}={i}" for i, p in enumerate(t1, 1)), "--points", SEED_ITEMS)
    files = tmp_path / "files"
    files.mkdir()
    (files / "bad-paid.csv").write_text("name,paid\nXavier,10\nYara,ten\n", encoding="utf-8")
    (files / "no-name.csv").write_text("who,paid\nXavier,10\n", encoding="utf-8")
    (files / "dupes.csv").write_text("name\nXavier\nYara\nxavier\n", encoding="utf-8")
    (files / "taken.csv").write_text("name\nXavier\nAnna\n", encoding="utf-8")
    (files / "binary.csv").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    (files / "empty.csv").write_text("", encoding="utf-8")
    (files / "extra-field.csv").write_text("name,club\nXavier,A,B\n", encoding="utf-8")
    (files / "notes.txt").write_text("Not an event\n", encoding="utf-8")
    foreign = files / "foreign.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE players (name)")
    conn.commit()
    conn.close()
    other = files / "other.tdevent"
    cli.ok("new", other, "--name", "Other", "--games", 2, "--fee", 10)
    (files / "truncated.tdevent").write_bytes(other.read_bytes()[:3000])
    return {"path": path, "t1": t1, "t2": t2, "files": files}


def ranks(players, places=None):
    places = places or range(1, len(players) + 1)
    return ",".join(f"{p}={r}" for p, r in zip(players, places))


# (id, arguments as a function of the context, a word the message must contain)
CASES = [
    ("plan-2", lambda c: ["plan", 2], "at least 3"),
    ("plan-0", lambda c: ["plan", 0], "at least 3"),
    ("plan-negative", lambda c: ["plan", -1], "at least 3"),
    ("plan-text", lambda c: ["plan", "abc"], "not a whole number"),
    ("plan-5-at-tables-of-4", lambda c: ["plan", 5, "--max-table", 4], "5"),
    ("no-command", lambda c: [], "command"),
    ("unknown-command", lambda c: ["shuffle", c["path"]], "invalid choice"),
    ("empty-name", lambda c: ["add-player", c["path"], ""], "empty"),
    ("blank-name", lambda c: ["add-player", c["path"], "   "], "empty"),
    ("duplicate-name", lambda c: ["add-player", c["path"], "anna"], "start number 1"),
    ("name-with-newline", lambda c: ["add-player", c["path"], "Anna\nBerg"], "line break"),
    ("negative-paid", lambda c: ["add-player", c["path"], "Xavier", "--paid", -5], "negative"),
    ("text-paid", lambda c: ["add-player", c["path"], "Xavier", "--paid", "ten"],
     "an amount such as"),
    ("missing-event", lambda c: ["add-player", c["files"] / "nope.tdevent", "X"], "does not exist"),
    ("drop-unknown", lambda c: ["drop", c["path"], 99], "no player with start number 99"),
    ("drop-zero", lambda c: ["drop", c["path"], 0], "start number 0"),
    ("drop-twice", lambda c: ["drop", c["path"], 9], "already dropped"),
    ("seat-while-waiting", lambda c: ["seat", c["path"]], "table 2"),
    ("seating-unseated-game", lambda c: ["seating", c["path"], "--game", 5, "--json"],
     "not seated"),
    ("record-no-such-table", lambda c: ["record", c["path"], "--game", 1, "--table", 9,
                                         "--ranks", "1=1", "--points", SEED_ITEMS], "no table 9"),
    ("record-unseated-game", lambda c: ["record", c["path"], "--game", 3, "--table", 1,
                                         "--ranks", "1=1", "--points", SEED_ITEMS], "not seated"),
    ("record-missing-player", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                          "--ranks", ranks(c["t2"][:3]), "--points", SEED_ITEMS],
     "no result for player"),
    ("record-extra-player", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                        "--ranks", ranks(c["t2"] + [c["t1"][0]]),
                                        "--points", SEED_ITEMS], "did not play there"),
    ("record-impossible-places", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                             "--ranks", ranks(c["t2"], [1, 3, 3, 4]),
                                             "--points", SEED_ITEMS], "place"),
    ("record-place-0", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                   "--ranks", ranks(c["t2"], [0, 1, 2, 3]),
                                   "--points", SEED_ITEMS], "place"),
    ("record-place-5-of-4", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                        "--ranks", ranks(c["t2"], [1, 2, 3, 5]),
                                        "--points", SEED_ITEMS], "place"),
    ("record-text-place", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                      "--ranks", ranks(c["t2"], [1, 2, 3, "x"]),
                                      "--points", SEED_ITEMS], "whole number"),
    ("record-player-twice", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                        "--ranks", f"{c['t2'][0]}=1,{c['t2'][0]}=2",
                                        "--points", SEED_ITEMS], "twice"),
    ("record-bad-syntax", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                      "--ranks", "1-1,2-2", "--points", SEED_ITEMS],
     "START_NO=VALUE"),
    ("record-name-not-number", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                           "--ranks", "Anna=1", "--points", SEED_ITEMS],
     "not a start number"),
    ("record-missing-item", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                        "--ranks", ranks(c["t2"]),
                                        "--points", "cities=1,preserve_stones=1,limbo_groups=0"],
     "spaceport"),
    ("record-no-items", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                    "--ranks", ranks(c["t2"])], "cities"),
    ("record-negative-item", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                         "--ranks", ranks(c["t2"]),
                                         "--points", SEED_ITEMS.replace("cities=1", "cities=-2")],
     "cities"),
    ("record-unknown-item", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                        "--ranks", ranks(c["t2"]),
                                        "--points", SEED_ITEMS + ",castles=2"], "castles"),
    ("record-bad-yes-no", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                      "--ranks", ranks(c["t2"]),
                                      "--points", SEED_ITEMS.replace("yes", "maybe")], "spaceport"),
    ("record-results-on-generic", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                              "--results", ranks(c["t2"]), "--points", SEED_ITEMS],
     "--ranks"),
    ("record-ranks-and-results", lambda c: ["record", c["path"], "--game", 1, "--table", 2,
                                             "--ranks", "1=1", "--results", "1=4"], "not allowed"),
    ("tiebreak-bad-value", lambda c: ["tiebreak", c["path"], 1, "--values",
                                       "cards_and_tokens=x,harbour_master=no"], "cards_and_tokens"),
    ("tiebreak-unknown-player", lambda c: ["tiebreak", c["path"], 42, "--values",
                                            "cards_and_tokens=1,harbour_master=no"], "42"),
    ("payout-too-early", lambda c: ["payout", c["path"], "--json"], "after the last game"),
    ("import-bad-paid", lambda c: ["import-players", c["path"], c["files"] / "bad-paid.csv"],
     "line 3"),
    ("import-no-name-column", lambda c: ["import-players", c["path"], c["files"] / "no-name.csv"],
     "name"),
    ("import-duplicates", lambda c: ["import-players", c["path"], c["files"] / "dupes.csv"],
     "line 4"),
    ("import-name-taken", lambda c: ["import-players", c["path"], c["files"] / "taken.csv"],
     "line 3"),
    ("import-binary", lambda c: ["import-players", c["path"], c["files"] / "binary.csv"],
     "not a text file"),
    ("import-empty", lambda c: ["import-players", c["path"], c["files"] / "empty.csv"], "empty"),
    ("import-extra-field", lambda c: ["import-players", c["path"], c["files"] / "extra-field.csv"],
     "line 2"),
    ("import-missing-file", lambda c: ["import-players", c["path"], c["files"] / "gone.csv"],
     "does not exist"),
    ("open-text-file", lambda c: ["standings", c["files"] / "notes.txt"], "not a Tournament"),
    ("open-foreign-sqlite", lambda c: ["standings", c["files"] / "foreign.db"], "another program"),
    ("open-truncated", lambda c: ["standings", c["files"] / "truncated.tdevent"], "damaged"),
    ("open-folder", lambda c: ["standings", c["files"]], "folder"),
    ("new-existing", lambda c: ["new", c["path"], "--name", "X", "--games", 2, "--fee", 1],
     "already exists"),
    ("new-zero-games", lambda c: ["new", c["files"] / "n.tdevent", "--name", "X", "--games", 0,
                                  "--fee", 1], "1 to 99"),
    ("new-negative-fee", lambda c: ["new", c["files"] / "n.tdevent", "--name", "X", "--games", 2,
                                    "--fee", -1], "negative"),
    ("new-bad-date", lambda c: ["new", c["files"] / "n.tdevent", "--name", "X", "--games", 2,
                                "--fee", 1, "--date", "2026-13-01"], "YYYY-MM-DD"),
    ("new-unknown-game", lambda c: ["new", c["files"] / "n.tdevent", "--name", "X", "--games", 2,
                                    "--fee", 1, "--game", "chess"], "invalid choice"),
    ("print-unseated-game", lambda c: ["print", c["path"], "seating", "--game", 7, "-o",
                                       c["files"] / "x.pdf"], "--game 7"),
    ("print-scorecard-unknown-player", lambda c: ["print", c["path"], "scorecard", "--player",
                                                 99, "-o", c["files"] / "x.pdf"], "99"),
    ("print-player-with-seating", lambda c: ["print", c["path"], "seating", "--player", 1,
                                            "-o", c["files"] / "x.pdf"], "scorecard"),
    ("print-tablecards-unseated-game", lambda c: ["print", c["path"], "tablecards", "--game",
                                                 7, "-o", c["files"] / "x.pdf"], "--game 7"),
    ("standings-after-unplayed-game", lambda c: ["standings", c["path"], "--after-game", 4],
     "seated"),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_refusal_is_one_line_and_changes_nothing(ctx, cli, case):
    _, make_args, word = case
    args = make_args(ctx)
    watched = sorted(p for p in [ctx["path"], *ctx["files"].iterdir()] if p.is_file())
    before = {p: digest(p) for p in watched}
    result = cli(*args)
    assert result.code == 2, result.out
    assert result.out == ""
    lines = result.err.strip().splitlines()
    assert len(lines) == 1, result.err
    assert lines[0].startswith("tournament-director-cli: ")
    assert "Traceback" not in result.err
    assert word.lower() in lines[0].lower()
    after = sorted(p for p in [ctx["path"], *ctx["files"].iterdir()] if p.is_file())
    assert after == watched, "a refused command left a file behind"
    assert {p: digest(p) for p in watched} == before


def test_refused_while_the_window_has_the_event_open(ctx, cli):
    before = digest(ctx["path"])
    holder = Event.open(ctx["path"])
    try:
        result = cli("add-player", ctx["path"], "Xavier")
    finally:
        holder.close()
    assert result.code == 2 and "open in another" in result.err
    assert digest(ctx["path"]) == before


def test_at_least_thirty_cases():
    assert len(CASES) >= 30


def test_reading_works_while_the_window_has_the_event_open(ctx, cli):
    holder = Event.open(ctx["path"])
    try:
        standings = cli("standings", ctx["path"], "--json")
        players = cli("players", ctx["path"], "--json")
    finally:
        holder.close()
    assert standings.code == 0 and len(standings.json) == 8  # 9 dropped before game 1
    assert players.code == 0 and players.json[8]["status"] == "dropped"


def english_pieces() -> set[str]:
    """The English sentences' fixed parts (between placeholders, three words or more) of every
    text the Qt-free side marks for translation, and of argparse's own messages."""
    import importlib.util
    import re

    from tournament_director.cli.common import _ARGPARSE
    spec = importlib.util.spec_from_file_location(
        "translations", Path(__file__).resolve().parents[2] / "packaging" / "translations.py")
    translations = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(translations)
    texts = [m.id for m in translations.extract() if m.id]
    texts = [t for m in texts for t in (m if isinstance(m, tuple) else (m,))]
    texts += [text for _pattern, text in _ARGPARSE]
    return {piece.strip(" .,:;()'\"") for text in texts for piece in re.split(r"\{\w*\}", text)
            if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 3}


def test_every_refusal_is_said_in_german_and_dutch(ctx, cli, monkeypatch):
    """Each refusal above, with TD_LANG=de and nl: a line that is not the English one and has no
    English sentence left in it (the event still unchanged)."""
    pieces = english_pieces()
    assert len(pieces) > 200
    before = digest(ctx["path"])
    untranslated = []
    for name, make_args, _word in CASES:
        args = make_args(ctx)
        monkeypatch.setenv("TD_LANG", "en")
        english = cli(*args).err.strip()
        for lang in ("de", "nl"):
            monkeypatch.setenv("TD_LANG", lang)
            result = cli(*args)
            line = result.err.strip()
            assert result.code == 2 and len(line.splitlines()) == 1, (name, lang, result.err)
            left = sorted(p for p in pieces if p in line)
            if line == english or left:
                untranslated.append((name, lang, line, left))
    monkeypatch.setenv("TD_LANG", "en")
    assert untranslated == []
    assert digest(ctx["path"]) == before
