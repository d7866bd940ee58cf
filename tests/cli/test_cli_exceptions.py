"""The day's exceptions on the command line (CLI.md): checkin, drop --now, move, swap, adjust;
the JSON they add to players and standings; exit 0 or 2, a refusal changing no byte."""

import hashlib
from pathlib import Path

import pytest
from pypdf import PdfReader

from ..conftest import made_once


def digest(path: Path) -> str:
    wal = Path(f"{path}-wal")
    return hashlib.sha256(path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
                          ).hexdigest()


@pytest.fixture
@made_once
def cup(tmp_path, cli):
    """11 registered, 10 checked in; game 1 seated at two tables of 5."""
    path = tmp_path / "cup.tdevent"
    cli.ok("new", path, "--name", "Cup", "--games", 2, "--fee", 10, "--seed", 3,
           "--table-points", "none")
    for name in ["Anna", "Bram", "Chloé", "Dawid", "Eva", "Finn", "Greta", "Hugo", "Ines",
                 "Jiří Čermák", "<i>Ivy</i> League"]:
        cli.ok("add-player", path, name)
    out = cli.ok("checkin", path, *range(1, 11)).out
    assert "10 of 11 here" in out
    return path


def seat(cli, path):
    result = cli.ok("seat", path, "--json")
    return [t["players"] for t in result.json["tables"]], result


def test_checkin_and_the_seat_of_game_1(cli, cup):
    players = cli.ok("players", cup, "--json").json
    assert set(players[0]) == {"start_no", "name", "club", "paid", "status", "checked_in"}
    assert [p["checked_in"] for p in players] == [True] * 10 + [False]
    assert cli.ok("checkin", cup, 11, "--undo").out.startswith("Already not checked in")
    tables, result = seat(cli, cup)  # --json: stdout is only the JSON, the left-out on stderr
    assert sorted(p for t in tables for p in t) == list(range(1, 11))
    assert result.err.strip() == "Left out (not checked in): 11 <i>Ivy</i> League."
    plain = cli.ok("seating", cup, "--game", 1)
    assert "League" not in plain.out
    assert "left out, not here: 11" in cli.ok("log", cup, "--limit", 1).out


def test_seat_without_json_prints_who_was_left_out(cli, cup):
    out = cli.ok("seat", cup).out
    assert out.rstrip().endswith("Left out (not checked in): 11 <i>Ivy</i> League.")


def test_drop_now_move_swap_and_adjust(cli, cup):
    tables, _ = seat(cli, cup)
    gone = tables[0][2]
    out = cli.ok("drop", cup, gone, "--now").out
    assert "plays with 4" in out
    after = cli.ok("seating", cup, "--game", 1, "--json").json["tables"]
    assert after[0]["players"] == [p for p in tables[0] if p != gone]
    status = {p["start_no"]: p["status"] for p in cli.ok("players", cup, "--json").json}
    assert status[gone] == "dropped"
    mover = tables[1][0]
    assert "table 2 plays with 4, table 1 with 5" in cli.ok(
        "move", cup, "--game", 1, mover, "--table", 1, "--seat", 1).out
    moved = cli.ok("seating", cup, "--game", 1, "--json").json["tables"]
    assert moved[0]["players"] == [mover, *after[0]["players"]]
    a, b = mover, moved[1]["players"][-1]
    assert "Swapped" in cli.ok("swap", cup, "--game", 1, a, b).out
    now = cli.ok("seating", cup, "--game", 1, "--json").json["tables"]
    assert now[0]["players"][0] == b and a in now[1]["players"]
    ranks = ",".join(f"{p}={i}" for i, p in enumerate(now[0]["players"], 1))
    cli.ok("record", cup, "--game", 1, "--table", 1, "--ranks", ranks)
    cli.ok("adjust", cup, now[0]["players"][0], "--points", "-1.0", "--reason",
           "Late back from lunch", "--game", 1)
    cli.ok("adjust", cup, now[0]["players"][1], "--points", "0.5", "--reason", "Fair play")
    rows = {r["start_no"]: r for r in cli.ok("standings", cup, "--json").json}
    first = rows[now[0]["players"][0]]
    assert set(first) >= {"rank", "start_no", "name", "points", "games", "adjustments"}
    assert first["adjustments"] == [{"points": -1.0, "reason": "Late back from lunch",
                                     "game": 1}]
    assert first["points"] == 5.0 - 1.0  # a table of 5, the reference size: 5.0, no +/-
    assert rows[now[0]["players"][1]]["adjustments"] == [
        {"points": 0.5, "reason": "Fair play", "game": None}]
    assert rows[gone]["games"] == [] and rows[gone]["adjustments"] == []
    log = cli.ok("log", cup, "--limit", 6).out
    for action in ("adjust", "record", "swap", "move", "drop-now"):
        assert f"  {action}" in log
    cli.ok("verify", cup)
    for _ in range(6):
        cli.ok("undo", cup)
    assert cli.ok("seating", cup, "--game", 1, "--json").json["tables"][0]["players"] == \
        tables[0]
    cli.ok("verify", cup)


REFUSALS = [
    (lambda t: ["move", "--game", 2, t[0][0], "--table", 2], "Game 2 is not seated"),
    (lambda t: ["move", "--game", 1, t[0][0], "--table", 7], "no table 7"),
    (lambda t: ["move", "--game", 1, t[0][0], "--table", 2, "--seat", 9], "seats 1 to 6"),
    (lambda t: ["move", "--game", 1, 11, "--table", 2], "is not seated in game 1"),
    (lambda t: ["move", "--game", 1, t[0][0], "--table", "x"], "'x' is not a whole number"),
    (lambda t: ["swap", "--game", 1, t[0][0], t[0][0]], "two different players"),
    (lambda t: ["swap", "--game", 1, t[0][0], 99], "start number 99"),
    (lambda t: ["adjust", 1, "--points", "0", "--reason", "x"], "changes nothing"),
    (lambda t: ["adjust", 1, "--points", "-0.25", "--reason", "x"], "at most one decimal"),
    (lambda t: ["adjust", 1, "--points", "-1", "--reason", " "], "reason is empty"),
    (lambda t: ["adjust", 1, "--points", "-1", "--reason", "x", "--game", 3], "not seated"),
    (lambda t: ["adjust", 1, "--points", "-1"], "--reason"),
    (lambda t: ["checkin", 99], "start number 99"),
    (lambda t: ["checkin"], "START_NO"),
    (lambda t: ["print", "standings", "--changed", "-o", "x.pdf"], "--changed"),
]


@pytest.mark.parametrize("case", range(len(REFUSALS)))
def test_refusals_exit_2_with_the_way_out_and_change_no_byte(cli, cup, case, tmp_path):
    tables, _ = seat(cli, cup)
    make_args, words = REFUSALS[case]
    args = make_args(tables)
    if args[0] == "print":
        args = ["print", cup, *args[1:-1], tmp_path / args[-1]]
    else:
        args = [args[0], cup, *args[1:]]
    before = digest(cup)
    result = cli(*args)
    assert result.code == 2, result.out
    assert words in result.err and len(result.err.strip().splitlines()) == 1
    assert "Traceback" not in result.err
    assert digest(cup) == before


def test_drop_now_below_three_and_after_the_result(cli, tmp_path):
    path = tmp_path / "seven.tdevent"
    cli.ok("new", path, "--name", "Seven", "--games", 2, "--fee", 10, "--table-points", "none")
    for i in range(7):
        cli.ok("add-player", path, f"Player {i + 1}")
    small, big = [t["players"] for t in cli.ok("seat", path, "--json").json["tables"]]
    before = digest(path)
    result = cli("drop", path, small[0], "--now")
    assert result.code == 2 and "move somebody to table 1 first" in result.err
    cli.ok("record", path, "--game", 1, "--table", 2,
           "--ranks", ",".join(f"{p}={i}" for i, p in enumerate(big, 1)))
    before = digest(path)
    result = cli("drop", path, big[0], "--now")
    assert result.code == 2 and "has its result in" in result.err
    assert digest(path) == before


def test_print_the_changed_tables_and_the_list_of_who_is_not_here(cli, cup, tmp_path):
    out = tmp_path / "not here.pdf"
    cli.ok("print", cup, "not-here", "-o", out)
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Not here yet" in text and "League" in text and "Anna" not in text
    tables, _ = seat(cli, cup)
    refused = cli("print", cup, "sheets", "--changed", "-o", tmp_path / "none.pdf")
    assert refused.code == 2 and "no table of game 1 changed" in refused.err
    cli.ok("drop", cup, tables[1][0], "--now")
    sheets = tmp_path / "changed sheets.pdf"
    cli.ok("print", cup, "sheets", "--changed", "-o", sheets)
    text = "".join(page.extract_text() for page in PdfReader(sheets).pages)
    assert "Table 2" in text and "Table 1" not in text
    seating = tmp_path / "changed seating.pdf"
    cli.ok("print", cup, "seating", "--changed", "-o", seating)
    assert "Table 2" in "".join(page.extract_text() for page in PdfReader(seating).pages)


def test_a_penalty_typed_with_a_decimal_comma_in_german(cli, cup, monkeypatch):
    from tournament_director.i18n import set_language
    monkeypatch.setenv("TD_LANG", "de")
    try:
        refused = cli("swap", cup, "--game", 1, 2, 2)
        assert refused.code == 2 and "Noch keine Runde eingeteilt" in refused.err
        seat(cli, cup)
        out = cli.ok("adjust", cup, 1, "--points", "-1,5", "--reason", "Handy am Tisch").out
        assert out.startswith("-1,5 für Anna (1): Handy am Tisch.")
        refused = cli("adjust", cup, 1, "--points", "0", "--reason", "x")
        assert refused.code == 2 and "ändert nichts" in refused.err and "-1,0" in refused.err
    finally:
        monkeypatch.setenv("TD_LANG", "en")  # the commands below (and the next test) in English
        set_language("en")
    rows = {r["start_no"]: r for r in cli.ok("standings", cup, "--json").json}
    assert rows[1]["adjustments"] == [{"points": -1.5, "reason": "Handy am Tisch",
                                       "game": None}]


def play_game(cli, path, game):
    """Every table of the game: the seats in order are the places."""
    for t in cli.ok("seating", path, "--game", game, "--json").json["tables"]:
        ranks = ",".join(f"{p}={i}" for i, p in enumerate(t["players"], 1))
        cli.ok("record", path, "--game", game, "--table", t["table"], "--ranks", ranks)


def test_checkin_undo_of_a_player_who_has_played_is_refused(cli, cup):
    """Issue 34, point 4: check-in decides only a player's first seating; taking it back
    after they played would drop them from game 2's seating unseen. Refused, naming `drop`;
    a player never seated can still be marked not here."""
    tables, _ = seat(cli, cup)
    played = tables[0][0]
    play_game(cli, cup, 1)
    before = digest(cup)
    r = cli("checkin", cup, played, "--undo")
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "has been seated already" in r.err and "drop" in r.err
    assert digest(cup) == before
    r = cli("checkin", cup, 11, played, "--undo")  # one of them played: nobody is changed
    assert r.code == 2 and digest(cup) == before
    cli.ok("checkin", cup, 11)  # arrives late: joins game 2, and can still be taken back
    assert cli.ok("checkin", cup, 11, "--undo").out.startswith("Not here: 11")
    game2, _ = seat(cli, cup)
    assert played in {p for t in game2 for p in t} and 11 not in {p for t in game2 for p in t}
    cli.ok("drop", cup, tables[0][1])  # the way out the refusal names


def test_adjust_for_a_player_never_seated_is_refused(cli, cup):
    """Issue 34, point 5: an adjustment is for a participant; one for a player never seated
    counted nowhere. Refused, saying why."""
    before = digest(cup)
    r = cli("adjust", cup, 1, "--points", "-1.0", "--reason", "Late")  # nobody seated yet
    assert r.code == 2 and "has not been seated in any game" in r.err
    assert digest(cup) == before
    seat(cli, cup)
    before = digest(cup)
    r = cli("adjust", cup, 11, "--points", "5.0", "--reason", "Award")  # left out: not here
    assert r.code == 2 and "has not been seated in any game" in r.err
    assert len(r.err.strip().splitlines()) == 1 and r.out == ""
    assert digest(cup) == before
    assert "Their total is now -1.0" in cli.ok("adjust", cup, 1, "--points", "-1.0",
                                                "--reason", "Late").out


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_one_number_on_the_command_line_reads_the_same_in_every_language(cli, cup, lang,
                                                                         monkeypatch):
    """Issue 34, point 7: `--points 1,5` and `--points 1.5` are one and a half under every
    language; `--paid` reads "7,5" and "7.5" as 7.50 under every language alike."""
    from tournament_director.i18n import set_language
    seat(cli, cup)
    monkeypatch.setenv("TD_LANG", lang)
    try:
        cli.ok("adjust", cup, 1, "--points", "1,5", "--reason", "Fair play")
        cli.ok("adjust", cup, 2, "--points", "-1.5", "--reason", "Late")
        for amount, player in (("7,5", 3), ("7.5", 4)):
            cli.ok("edit-player", cup, player, "--paid", amount)
    finally:
        monkeypatch.setenv("TD_LANG", "en")
        set_language("en")
    rows = {r["start_no"]: r for r in cli.ok("standings", cup, "--json").json}
    assert rows[1]["adjustments"][0]["points"] == 1.5
    assert rows[2]["adjustments"][0]["points"] == -1.5
    paid = {p["start_no"]: p["paid"] for p in cli.ok("players", cup, "--json").json}
    assert (paid[3], paid[4]) == (7.5, 7.5)


def test_drop_now_between_games_is_a_plain_drop(cli, cup):
    """Issue 34, point 8 (CLI.md): `drop --now` with every table of the last seated game in."""
    tables, _ = seat(cli, cup)
    play_game(cli, cup, 1)
    out = cli.ok("drop", cup, tables[0][0], "--now").out
    assert out.strip().endswith("drops out and is not seated again.")
    assert cli.ok("log", cup, "--json", "--limit", 1).json[0]["action"] == "drop"
    game2, _ = seat(cli, cup)
    assert tables[0][0] not in {p for t in game2 for p in t}
