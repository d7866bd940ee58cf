"""Several desks on one event, as separate processes on loopback: the main desk (`serve
--desks`) and desks through their links (the command line, and desk_driver.py's door)."""

from __future__ import annotations

import json
import subprocess
import time

import pytest

from tournament_director.service.files import read_event

from .conftest import CLI, cli, free_port, places, ranks

pytestmark = pytest.mark.slow


def game(path, game_no: int = 1):
    with read_event(path) as event:
        return event.game(game_no)


def log(path) -> list[dict]:
    done = cli("log", path, "--json", "--limit", "1000")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def players(path) -> list[str]:
    with read_event(path) as event:
        return [p.name for p in event.players()]


def wait_for(check, seconds: float, step: float = 0.05):
    """check()'s first true value within `seconds` (None after), and when."""
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        found = check()
        if found:
            return found, time.monotonic() - start
        time.sleep(step)
    return None, time.monotonic() - start


def test_two_desks_record_different_tables_at_once(desks_of, shared_event):
    main = desks_of()
    one, two = main.link("Results 1", "results"), main.link("Results 2", "results")
    tables = game(shared_event).tables
    runs = [subprocess.Popen([*CLI, "--desk", url, "record", "--game", "1", "--table",
                              str(t.table), "--ranks", ranks(t)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
            for url, t in ((one, tables[0]), (two, tables[1]))]
    try:
        outs = [run.communicate(timeout=60) for run in runs]
    finally:
        for run in runs:
            if run.poll() is None:
                run.kill()
                run.wait(10)
    assert [run.returncode for run in runs] == [0, 0], outs
    assert "Recorded game 1 table" in outs[0][0]
    records = [line for line in log(shared_event) if line["action"] == "record"]
    assert sorted(line["desk"] for line in records) == ["Results 1", "Results 2"]
    now = game(shared_event)
    assert now.tables[0].places and now.tables[1].places
    assert not now.tables[2].places


def test_the_same_table_at_once_one_is_in_the_other_refused_naming_the_first(desks_of,
                                                                               shared_event):
    main = desks_of()
    first = main.driver(main.link("Results 1", "results"))
    second = main.driver(main.link("Results 2", "results"))
    table = game(shared_event).tables[2]
    order = places(table)
    backwards = {p: len(order) + 1 - place for p, place in order.items()}
    seen = first.hello["view"]
    assert second.hello["view"] == seen  # both looked at the table as it was
    first.send(op="act", fn="results.record", args=[1, table.table],
               kwargs={"places": order}, seen=seen)
    second.send(op="act", fn="results.record", args=[1, table.table],
                kwargs={"places": backwards}, seen=seen)
    answers = [first.read(), second.read()]
    assert sorted(answers[0].keys() | answers[1].keys()) == ["changes", "conflict", "ok"]
    won = 0 if "ok" in answers[0] else 1
    winner = ("Results 1", "Results 2")[won]
    refused = answers[1 - won]["conflict"]
    assert f"desk \u201c{winner}\u201d" in refused and "game 1 table 3" in refused
    stored = game(shared_event).tables[2].places
    assert stored == {int(p): v for p, v in (order, backwards)[won].items()}
    assert [line["desk"] for line in log(shared_event)
            if line["action"] in ("record", "correct")] == [winner]


def test_a_door_desk_is_refused_a_result_and_nothing_changes(desks_of, shared_event):
    main = desks_of()
    door = main.link("Door", "door")
    table = game(shared_event).tables[0]
    before = shared_event.read_bytes(), log(shared_event)
    done = cli("--desk", door, "record", "--game", "1", "--table", "1", "--ranks",
               ranks(table))
    assert done.returncode == 2 and done.stdout == ""
    assert "This is a door desk: record needs a results desk" in done.stderr
    assert "Nothing was changed" in done.stderr
    assert log(shared_event) == before[1]
    added = cli("--desk", door, "add-player", "Late Lotte")  # a late entry, at the door
    assert (added.returncode, added.stdout) == (0, "17\n"), added.stderr
    assert log(shared_event)[0]["desk"] == "Door"
    printed = cli("--desk", door, "print", "standings", "-o", shared_event.with_name("s.pdf"))
    assert printed.returncode == 2 and "print needs a results desk" in printed.stderr


def test_a_desk_revoked_mid_session_is_refused_at_once(desks_of, shared_event):
    main = desks_of()
    url = main.link("Door", "door")
    desk = main.driver(url)
    assert "ok" in desk.ask(op="act", fn="registration.checkin", args=[[1]])
    done = cli("desk-links", shared_event, "--revoke", "Door")  # (through the main desk)
    assert done.returncode == 0, done.stderr
    said, after = wait_for(lambda: (desk.ask(op="state")["problem"] or "").startswith(
        "The main desk refuses this desk"), 3)
    assert said, "the desk did not say it was refused"
    assert "unreached" in desk.ask(op="act", fn="registration.checkin", args=[[2]])
    again = cli("--desk", url, "players", "--json")
    assert again.returncode == 2 and "refuses this desk" in again.stderr
    listed = json.loads(cli("desk-links", shared_event, "--list", "--json").stdout)
    assert listed == [{"name": "Door", "role": "door", "last_seen": listed[0]["last_seen"],
                       "revoked": True}]
    with read_event(shared_event) as event:
        assert [p.checked_in for p in event.players()][:2] == [True, False]


def test_the_main_desk_killed_and_restarted_while_desks_work(desks_of, shared_event):
    main = desks_of(free_port())
    desk = main.driver(main.link("Results", "results"))
    watcher = main.driver(main.link("Door", "door"))
    tables = game(shared_event).tables
    acknowledged = []
    answer = desk.ask(op="act", fn="results.record", args=[1, tables[0].table],
                      kwargs={"places": places(tables[0])})
    assert "ok" in answer
    acknowledged.append(tables[0].table)
    main.kill()  # as a crash: kill -9
    said, after = wait_for(lambda: watcher.ask(op="state")["problem"], 3)
    assert said and "out of reach" in said
    assert after <= 2.0 + 0.5, after  # within 2 s (and the time to ask the driver)
    refused = desk.ask(op="act", fn="results.record", args=[1, tables[1].table],
                       kwargs={"places": places(tables[1])})
    assert refused.get("sure") is True and "nothing was changed" in refused["unreached"]
    main.start()  # the same file, certificate and port: the links hold
    back, _ = wait_for(lambda: watcher.ask(op="state")["problem"] is None and
                       desk.ask(op="state")["problem"] is None, 6)
    assert back, "the desks did not come back by themselves"
    for table in tables[1:3]:
        answer = desk.ask(op="act", fn="results.record", args=[1, table.table],
                          kwargs={"places": places(table)})
        assert "ok" in answer, answer
        acknowledged.append(table.table)
    heard, _ = wait_for(lambda: "results" in watcher.ask(op="state")["news"], 2)
    assert heard, "the other desk did not hear of the results"
    main.stop()
    now = game(shared_event)
    assert [t.table for t in now.tables if t.has_result] == acknowledged
    assert len([line for line in log(shared_event) if line["action"] == "record"]) == 3
    assert cli("verify", shared_event).returncode == 0


def test_a_request_sent_again_is_done_once_also_after_a_restart(desks_of, shared_event):
    main = desks_of(free_port())
    url = main.link("Results", "results")
    table = game(shared_event).tables[0]
    request = "0123456789abcdef0123456789abcdef"
    args = ["--desk", url, "--request-id", request, "record", "--game", "1", "--table",
            str(table.table), "--ranks", ranks(table)]
    first = cli(*args)
    assert first.returncode == 0, first.stderr
    again = cli(*args)
    assert (again.returncode, again.stdout) == (0, first.stdout)
    main.kill()
    main.start()
    after = cli(*args)
    assert (after.returncode, after.stdout) == (0, first.stdout)
    assert len([line for line in log(shared_event) if line["action"] == "record"]) == 1


def test_a_wrong_pin_is_refused_and_an_unreachable_main_desk_said(desks_of, shared_event):
    main = desks_of()
    url = main.link("Door", "door")
    pin = url.rsplit("=", 1)[1]
    wrong = url.replace(pin, ("0" if pin[0] != "0" else "1") + pin[1:])
    before = players(shared_event)
    done = cli("--desk", wrong, "add-player", "Mallory")
    assert done.returncode == 3
    assert "certificate differs from the one the link pins. Nothing was sent." in done.stderr
    main.stop()
    gone = cli("--desk", url, "checkin", "1")
    assert gone.returncode == 3 and "nothing was changed" in gone.stderr
    assert players(shared_event) == before
    bad = cli("--desk", "https://127.0.0.1:1/x", "players")
    assert bad.returncode == 2 and "not a desk's address" in bad.stderr


def test_undo_at_a_desk_takes_back_its_own_last_change_unless_a_later_one_stands_on_it(
        desks_of, shared_event):
    main = desks_of()
    a, b = main.link("Head A", "full"), main.link("Head B", "full")
    tables = game(shared_event).tables
    for url, t in ((a, tables[0]), (b, tables[1])):
        assert cli("--desk", url, "record", "--game", "1", "--table", str(t.table),
                   "--ranks", ranks(t)).returncode == 0
    undone = cli("--desk", a, "undo")
    assert undone.returncode == 0 and "game 1 table 1" in undone.stdout
    now = game(shared_event)
    assert not now.tables[0].has_result and now.tables[1].has_result  # B's stays
    t = tables[2]
    assert cli("--desk", a, "record", "--game", "1", "--table", "3", "--ranks",
               ranks(t)).returncode == 0
    backwards = ",".join(f"{p}={len(t.players) + 1 - i}" for i, p in enumerate(t.players, 1))
    assert cli("--desk", b, "record", "--game", "1", "--table", "3", "--ranks",
               backwards).returncode == 0
    refused = cli("--desk", a, "undo")
    assert refused.returncode == 2
    assert "a later change stands on it" in refused.stderr and "Head B" in refused.stderr
    assert cli("--desk", b, "undo").returncode == 0  # B takes back its correction
    assert game(shared_event).tables[2].places == {p: i for i, p in enumerate(t.players, 1)}
    assert [line["desk"] for line in log(shared_event)[:3]] == ["Head B", "Head B", "Head A"]
