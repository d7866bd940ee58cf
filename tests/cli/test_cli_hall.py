"""The hall from the command line: the round clock, the announcement, the poster."""

import pytest

from ..conftest import made_once


@pytest.fixture
@made_once
def event(tmp_path, cli):
    path = tmp_path / "hall.tdevent"
    cli.ok("demo", path, "--players", "30", "--games", "2", "--seed", "4")
    return path


def test_clock_set_start_add_pause_and_status(cli, event):
    assert "No round time is set" in cli.ok("clock", event, "status").out
    cli.ok("clock", event, "set", 90)
    doc = cli.ok("clock", event, "status", "--json").json
    assert doc == {"duration": 5400, "remaining": 5400, "running": False, "phase": "ready"}
    cli.ok("clock", event, "start")
    cli.ok("clock", event, "add", -10)
    doc = cli.ok("clock", event, "pause", "--json").json
    assert doc["running"] is False and 4790 <= doc["remaining"] <= 4800
    assert "left of 1:30:00 (stopped)" in cli.ok("clock", event, "status").out
    log = cli.ok("log", event, "--limit", 4, "--json").json
    assert [e["action"] for e in log] == ["clock"] * 4


@pytest.mark.parametrize("args, says", [
    (("start",), "Set the round's time first"),
    (("add", "x"), "not a whole number"),
    (("set",), "give the minutes"),
    (("pause", "5"), "takes no minutes"),
    (("set", "0"), "at least 1 minute"),
])
def test_clock_refusals_change_nothing(cli, event, args, says):
    before = event.read_bytes()
    result = cli("clock", event, *args)
    assert result.code == 2 and says in result.err and result.err.count("\n") == 1
    assert event.read_bytes() == before


def test_announce_and_clear(cli, event):
    assert "Lunch" in cli.ok("announce", event, "Lunch <b>now</b>").out
    assert cli.ok("log", event, "--limit", 1, "--json").json[0]["summary"] == \
        "Announcement: Lunch <b>now</b>"
    assert "cleared" in cli.ok("announce", event, "--clear").out
    assert cli("announce", event).code == 2


def test_print_poster(cli, event, tmp_path):
    out = tmp_path / "poster.pdf"
    assert "Wrote" in cli.ok("print", event, "poster", "-o", out).out
    from pypdf import PdfReader
    text = " ".join(p.extract_text() for p in PdfReader(str(out)).pages)
    assert "Find your table" in text and "Game 2 of 2" in text
    cli.ok("print", event, "poster", "--game", 1, "--paper", "A3", "-o", out)
    assert "Game 1 of 2" in PdfReader(str(out)).pages[0].extract_text()
    bad = cli("print", event, "seating", "--paper", "A3", "-o", out)
    assert bad.code == 2 and "--paper is for the poster" in bad.err
    bad = cli("print", event, "poster", "--game", 3, "-o", out)
    assert bad.code == 2 and "games 1 to 2" in bad.err


def test_print_poster_with_the_address_for_phones(cli, event, tmp_path):
    out = tmp_path / "poster.pdf"
    cli.ok("print", event, "poster", "--url", "http://192.168.1.23:8080/", "-o", out)
    from pypdf import PdfReader
    for page in PdfReader(str(out)).pages:
        text = " ".join(page.extract_text().split())
        assert "on your phone: http://192.168.1.23:8080/" in text
    out.unlink()
    for url in ("192.168.1.23:8080", "ftp://x/", "http://", "http://a b/"):
        bad = cli("print", event, "poster", "--url", url, "-o", out)
        assert bad.code == 2 and "--url" in bad.err and not out.exists(), url
    bad = cli("print", event, "seating", "--url", "http://192.168.1.23:8080/", "-o", out)
    assert bad.code == 2 and "--url is for the poster" in bad.err and not out.exists()
