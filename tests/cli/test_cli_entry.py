"""The command line's side of results from the tables: entry-links, inbox, confirm and reject
as CLI.md fixes them (exact JSON, exit codes), and the sheets carrying each table's code."""

from __future__ import annotations

import datetime
import re

from pypdf import PdfReader

from tournament_director.service.event import Event
from tournament_director.store.inbox import inbox_path

from ..entry_helpers import SEED_ITEMS, event_in_play, in_order, send

ITEMS = "cities=2,preserve_stones=1,limbo_groups=0,spaceport=yes"


def test_entry_links_json(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    doc = cli.ok("entry-links", path, "--json").json
    assert [sorted(d) for d in doc] == [["path", "table"]] * 4
    assert [d["table"] for d in doc] == [1, 2, 3, 4]
    assert all(re.fullmatch(r"/t/[A-Za-z0-9_-]{32}", d["path"]) for d in doc)
    assert cli.ok("entry-links", path, "--game", 1, "--json").json == doc
    plain = cli.ok("entry-links", path).out.splitlines()
    assert plain[0] == f"Table 1: {doc[0]['path']}"
    refused = cli("entry-links", path, "--game", 2, "--json")
    assert refused.code == 2 and "Game 2 is not seated" in refused.err
    assert not inbox_path(path).exists()  # reading never makes the inbox


def test_inbox_json_has_exactly_the_contracts_keys(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    assert cli.ok("inbox", path, "--json").json == []
    assert "Nothing waits" in cli.ok("inbox", path).out
    right = in_order(path, 2)
    sent = send(path, 2, places=right, items=SEED_ITEMS)
    send(path, 3, places=in_order(path, 3), items=SEED_ITEMS)
    send(path, 3, places=in_order(path, 3), items=dict(SEED_ITEMS, spaceport=False))
    doc = cli.ok("inbox", path, "--json").json
    first, second = doc[1]["submissions"]
    assert doc == [
        {"game": 1, "table": 2, "ranks": {str(p): i for p, i in right.items()},
         "points": {"cities": 2, "preserve_stones": 1, "limbo_groups": 0, "spaceport": True},
         "status": "pending", "received_at": sent.received_at, "version": sent.seq,
         "senders": 1, "refused": 0,
         "submissions": [{"id": sent.seq, "ranks": {str(p): i for p, i in right.items()},
                          "points": SEED_ITEMS, "sender": {"seat": None, "start_no": None},
                          "received_at": sent.received_at, "stale": False}]},
        {"game": 1, "table": 3, "ranks": {str(p): i for p, i in in_order(path, 3).items()},
         "points": {"cities": 2, "preserve_stones": 1, "limbo_groups": 0,
                    "spaceport": False},
         "status": "conflict", "received_at": doc[1]["received_at"],
         "version": second["id"], "senders": 2, "refused": 0,
         "submissions": [first, second]}]
    assert first["id"] < second["id"] and first["points"]["spaceport"] is True
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", sent.received_at)
    text = cli.ok("inbox", path).out
    assert "Game 1 table 3:" in text and "conflict" in text


def test_points_are_empty_without_table_points(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent", table_points="none")
    send(path, 1, places=in_order(path, 1))
    (w,) = cli.ok("inbox", path, "--json").json
    assert w["points"] == {}


def test_confirm_and_reject_exit_codes_and_lines(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    nothing = cli("confirm", path, "--game", 1, "--table", 1)
    assert nothing.code == 2 and "Nothing waits from game 1 table 1" in nothing.err
    assert cli("reject", path, "--game", 1, "--table", 1).code == 2
    send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    send(path, 2, places=in_order(path, 2), items=SEED_ITEMS)
    done = cli.ok("confirm", path, "--game", 1, "--table", 1)
    assert done.out.startswith("Confirmed game 1 table 1 as the table sent it")
    assert cli.ok("reject", path, "--game", 1, "--table", 2).out.startswith(
        "Rejected what table 2 of game 1 sent")
    with Event.open(path) as ev:
        lines = ev.audit_log(2)
        assert [e.action for e in lines] == ["reject", "confirm"]
        assert ev.table(1, 1).has_result and not ev.table(1, 2).has_result
    assert cli.ok("inbox", path, "--json").json == []
    again = cli("confirm", path, "--game", 1, "--table", 1)
    assert again.code == 2 and "recorded already" in again.err
    cli.ok("undo", path)  # the rejection back: table 2 waits again
    assert [w["table"] for w in cli.ok("inbox", path, "--json").json] == [2]


def test_record_leaves_the_inbox_too(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    send(path, 4, places=in_order(path, 4), items=SEED_ITEMS)
    ranks = ",".join(f"{p}={i}" for p, i in in_order(path, 4).items())
    cli.ok("record", path, "--game", 1, "--table", 4, "--ranks", ranks, "--points", ITEMS)
    assert cli.ok("inbox", path, "--json").json == []


def test_the_sheets_carry_each_tables_page(cli, tmp_path):
    path = event_in_play(tmp_path / "e.tdevent")
    links = cli.ok("entry-links", path, "--json").json
    out = tmp_path / "sheets.pdf"
    cli.ok("print", path, "sheets", "--entry-url", "http://192.168.1.23:8080/", "-o", out)
    pages = [page.extract_text() for page in PdfReader(out).pages]
    for link, text in zip(links, pages):
        assert "Send this table's result from a phone" in text
        assert f"http://192.168.1.23:8080{link['path']}" in text.replace("\n", "")
    bad = cli("print", path, "sheets", "--entry-url", "192.168.1.23", "-o", out)
    assert bad.code == 2 and "--entry-url" in bad.err
    assert cli("print", path, "seating", "--entry-url", "http://x/", "-o",
               tmp_path / "s.pdf").code == 2


def test_a_confirm_killed_at_any_moment_loses_nothing(tmp_path):
    """The desk's side of a crash: a confirm killed at any moment leaves the table recorded
    whole (one confirm line) or still waiting, and the file verified."""
    import signal
    import subprocess
    import sys
    import time

    from tournament_director.service import inbox
    from tournament_director.service.history import verify
    path = event_in_play(tmp_path / "e.tdevent")
    for table in (1, 2, 3, 4):
        send(path, table, places=in_order(path, table), items=SEED_ITEMS)
    for i, table in enumerate((1, 2, 3, 4)):
        proc = subprocess.Popen([sys.executable, "-m", "tournament_director.cli", "confirm",
                                 str(path), "--game", "1", "--table", str(table)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.05 + 0.12 * i)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        with Event.open(path) as ev:
            recorded = ev.table(1, table).has_result
            confirms = sum(1 for e in ev.audit_log() if e.action == "confirm"
                           and f"table {table} " in e.summary)
            waits = table in [w.table for w in inbox.waiting(ev)]
            assert (recorded, confirms, waits) in ((True, 1, False), (False, 0, True))
            if recorded:
                assert ev.table(1, table).places == in_order(ev, table)
            assert verify(ev) == []


def test_inbox_and_confirm_say_the_time_as_a_director_reads_it(cli, tmp_path):
    """The text output says "05:36" (this computer's clock), never the ISO stamp that
    --json keeps (issue 35)."""
    path = event_in_play(tmp_path / "e.tdevent")
    sent = send(path, 1, places=in_order(path, 1), items=SEED_ITEMS)
    local = datetime.datetime.fromisoformat(sent.received_at).astimezone().strftime("%H:%M")
    text = cli.ok("inbox", path).out
    assert f", at {local})" in text and sent.received_at not in text
    assert cli.ok("inbox", path, "--json").json[0]["received_at"] == sent.received_at
    done = cli.ok("confirm", path, "--game", 1, "--table", 1)
    assert f"as the table sent it at {local}:" in done.out


def test_a_moment_of_another_day_has_its_date():
    from tournament_director import formats
    now = datetime.datetime(2026, 12, 5, 9, 0, tzinfo=datetime.timezone.utc)
    then = datetime.datetime(2026, 12, 3, 23, 58, tzinfo=datetime.timezone.utc)
    assert formats.moment(then, now) == formats.date_time(then.astimezone().replace(tzinfo=None))
    assert "2026" in formats.moment(then, now)
    assert formats.moment(now, now) == now.astimezone().strftime("%H:%M")
