"""CSV exports: what a spreadsheet shows, formulas made harmless, event files never written."""

import csv

import pytest

from tournament_director.service import registration
from tournament_director.service.demo import make_demo
from tournament_director.service.export import safe_cell, write_csv
from tournament_director.service.model import ServiceError


@pytest.fixture
def event(tmp_path):
    ev = make_demo(tmp_path / "demo.tdevent", players=13, games=3, play=1)
    yield ev
    ev.close()


def read(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f))


@pytest.mark.parametrize("text,safe", [
    ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"), ("+1+2", "'+1+2"),
    ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\r=1", "'\r=1"),
    ("-0.5", "-0.5"), ("-3", "-3"), ("Anna", "Anna"), ("a=b", "a=b"), ("", "")])
def test_cells_that_start_a_formula_are_made_safe(text, safe):
    assert safe_cell(text) == safe


def test_players_export_with_a_formula_name(event, tmp_path):
    registration.add_player(event, "=cmd|' /C calc'!A0", "@club", 0)
    out = tmp_path / "players.csv"
    assert write_csv(event, "players", out) == 14
    rows = read(out)
    assert rows[0][:3] == ["Start no", "Name", "Club"]
    last = rows[-1]
    assert last[1] == "'=cmd|' /C calc'!A0" and last[2] == "'@club"
    assert last[4] == "unpaid"


def test_standings_and_results(event, tmp_path):
    out = tmp_path / "standings.csv"
    write_csv(event, "standings", out)
    rows = read(out)
    assert rows[0] == ["Rank", "Start no", "Name", "Club", "Total", "Game 1"]
    standings = event.standings()
    assert [r[1] for r in rows[1:]] == [str(r.player.start_no) for r in standings]
    out = tmp_path / "results.csv"
    assert write_csv(event, "results", out) == 13  # one row per seat of game 1
    rows = read(out)
    assert rows[0][:6] == ["Game", "Table", "Seat", "Start no", "Name", "Place"]
    t = event.table(1, 1)
    first = rows[1]
    assert first[:4] == ["1", "1", "1", str(t.players[0])]
    assert first[5] == str(t.places[t.players[0]])


def test_an_event_file_is_never_written_over(event, tmp_path):
    other = make_demo(tmp_path / "other.tdevent", players=5, games=1)
    other.close()
    disguised = tmp_path / "looks-like.csv"
    disguised.write_bytes((tmp_path / "other.tdevent").read_bytes())
    before = disguised.read_bytes()
    for target in (tmp_path / "other.tdevent", disguised, event.path):
        with pytest.raises(ServiceError, match="event"):
            write_csv(event, "players", target)
    assert disguised.read_bytes() == before
    with pytest.raises(ServiceError, match="does not exist"):
        write_csv(event, "players", tmp_path / "nowhere" / "x.csv")


def test_a_penalty_and_a_fee_to_the_cent_in_the_spreadsheet(event, tmp_path, language):
    """Issue 35: with a penalty the standings' columns add up (the penalties and their
    reasons beside the games); a fee of 7.50 is the number 7,50 in German."""
    from tournament_director.service import adjustments
    language("de")
    first = event.standings()[0].player.start_no
    adjustments.adjust(event, first, "-1.5", "Late back from lunch", game_no=1)
    registration.edit_player(event, first, paid="7,50")
    out = tmp_path / "standings.csv"
    write_csv(event, "standings", out)
    with open(out, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter=";"))
    assert rows[0][-2:] == ["Strafen und Boni", "Gründe"]
    row = next(r for r in rows[1:] if r[1] == str(first))
    total, game1, penalty = (float(x.replace(",", ".")) for x in (row[4], row[5], row[6]))
    assert round(game1 + penalty, 1) == total and penalty == -1.5
    assert row[7] == "Strafe: Late back from lunch (Runde 1): -1,5"
    others = [r for r in rows[1:] if r[1] != str(first)]
    assert all(r[6] == r[7] == "" for r in others)
    out = tmp_path / "players.csv"
    write_csv(event, "players", out)
    with open(out, encoding="utf-8-sig", newline="") as f:
        players = {r[0]: r for r in csv.reader(f, delimiter=";")}
    assert players[str(first)][3] == "7,50"
