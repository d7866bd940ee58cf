"""The command line's undo, redo and verify: exit codes and the lines they print."""

import sqlite3


def test_undo_repeated_goes_back_to_the_creation_then_exit_2(cli, tmp_path):
    ev = tmp_path / "cup.tdevent"
    cli.ok("new", ev, "--name", "Cup", "--games", "2", "--fee", "10")
    cli.ok("add-player", ev, "Anna")
    cli.ok("add-player", ev, "Bram")
    assert cli.ok("undo", ev).out == "Undone: Registered Bram.\n"
    assert cli.ok("undo", ev).out == "Undone: Registered Anna.\n"
    before = ev.read_bytes()
    r = cli("undo", ev)
    assert r.code == 2 and r.out == ""
    assert r.err.count("\n") == 1 and "Nothing to undo" in r.err
    assert "creation cannot be" in r.err
    assert ev.read_bytes() == before
    assert cli.ok("redo", ev).out == "Redone: Registered Anna.\n"
    assert [p["name"] for p in cli.ok("players", ev, "--json").json] == ["Anna"]
    log = cli.ok("log", ev, "--json").json
    assert [e["action"] for e in log] == ["redo", "undo", "undo", "register", "register",
                                          "new"]
    assert cli.ok("verify", ev).out.startswith("All holds")


def test_verify_exit_2_names_start_number_and_field(cli, tmp_path):
    ev = tmp_path / "cup.tdevent"
    cli.ok("demo", ev, "--players", "12", "--games", "2", "--seed", "4")
    assert cli("verify", ev).code == 0
    assert cli.ok("verify", ev, "--json").json == {"ok": True, "differences": []}
    with sqlite3.connect(ev) as conn:
        conn.execute("UPDATE players SET paid = 2100 WHERE start_no = 7")  # cents
        conn.execute("DELETE FROM changes WHERE id = (SELECT MAX(id) FROM changes)")
    r = cli("verify", ev)
    assert r.code == 2
    assert r.out == "player 7: paid is 21.00 in the file, 20.00 by the audit log\n"
    assert r.err.count("\n") == 1
    assert "player 7: paid is 21.00 in the file, 20.00 by the audit log" in r.err
    doc = cli("verify", ev, "--json")
    assert doc.code == 2 and doc.json["ok"] is False


def test_undo_of_a_recorded_result(cli, tmp_path):
    ev = tmp_path / "cup.tdevent"
    cli.ok("demo", ev, "--players", "8", "--games", "2", "--seed", "4")
    standings = cli.ok("standings", ev, "--json").json
    for _ in range(2):  # the tie-breaks (if any) and game 2's results
        out = cli.ok("undo", ev).out
        if "results" in out:
            break
    assert out == "Undone: results of 2 tables of game 2.\n"
    status = cli.ok("status", ev, "--json").json
    assert (status["games_seated"], status["tables_in"]) == (2, 0)
    while cli("redo", ev).code == 0:
        pass
    assert cli.ok("standings", ev, "--json").json == standings
    assert cli("verify", ev).code == 0
