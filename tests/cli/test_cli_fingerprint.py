"""Issue 24, point 10: the signed payout is the anchor. It prints the audit log's fingerprint
beside the signatures, `payout --json` gives it, and `verify EVENT --fingerprint HEX` proves
that nothing before that moment was rewritten: a forger who rewrites rows, changes and the
whole chain passes plain verify, never the fingerprint on the paper."""

import json
import re
import sqlite3

import pytest

from tournament_director.service import prizes
from tournament_director.service.demo import make_demo

from ..conftest import made_once
from ..store.forger import rehash

HEX = re.compile(r"[0-9a-f]{64}")


@pytest.fixture
@made_once
def finished(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    return path


def head(path):
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT hash FROM audit ORDER BY id DESC LIMIT 1").fetchone()[0]
    finally:
        conn.close()


def forge(path):
    """What someone with the file and this program's code can do: the first two places of a
    table swapped, their recorded changes rewritten, the trigger's record of the edit
    deleted, and every hash of the chain recomputed. Returns the new winner's start number."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    (first, winner), (second, runner_up) = conn.execute(
        "SELECT rowid, start_no FROM results WHERE game_no = 1 AND table_no = 1 "
        "AND place IN (1, 2) ORDER BY place LIMIT 2").fetchall()
    mark = conn.execute("SELECT MAX(id) FROM changes").fetchone()[0]
    conn.execute("UPDATE results SET place = 3 - place WHERE rowid IN (?, ?)", [first, second])
    conn.execute("DELETE FROM changes WHERE id > ?", [mark])  # the triggers' record of it
    for rowid in (first, second):
        row = conn.execute("SELECT json_array(game_no, table_no, start_no, place, result) "
                           "FROM results WHERE rowid = ?", [rowid]).fetchone()[0]
        conn.execute("UPDATE changes SET new = ? WHERE id = (SELECT MAX(id) FROM changes "
                     "WHERE tbl = 'results' AND key = ?)", [row, rowid])
    rehash(conn)
    conn.execute("COMMIT")
    conn.close()
    return runner_up


def test_payout_json_gives_the_fingerprint_and_the_printed_payout_carries_it(finished, cli,
                                                                            tmp_path):
    doc = cli.ok("payout", finished, "--json").json
    assert HEX.fullmatch(doc["fingerprint"]) and doc["fingerprint"] == head(finished)
    grouped = " ".join(doc["fingerprint"][i:i + 4] for i in range(0, 64, 4))
    assert f"Fingerprint {grouped}" in cli.ok("payout", finished).out
    from pypdf import PdfReader
    pdf = tmp_path / "payout.pdf"
    cli.ok("print", finished, "payout", "-o", pdf)
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert grouped in text and "Fingerprint of the audit log" in text
    assert text.index(grouped) < text.index("Payees")  # beside the signatures, on page 1


def test_verify_proves_the_log_passes_through_the_fingerprint(finished, cli):
    signed = cli.ok("payout", finished, "--json").json["fingerprint"]
    cli.ok("tiebreak", finished, "1", "--values", "cards_and_tokens=3,harbour_master=no")
    cli.ok("undo", finished)  # later lines: the log still passes through the signed moment
    spaced = " ".join(signed[i:i + 4] for i in range(0, 64, 4)).upper()
    r = cli.ok("verify", finished, "--fingerprint", spaced)  # as read off the paper
    assert "passes through the fingerprint" in r.out and "nothing before it" in r.out
    doc = cli.ok("verify", finished, "--fingerprint", signed, "--json").json
    assert doc["ok"] is True and doc["fingerprint"] == {"hex": signed, "passes": True}


def test_a_forged_log_passes_plain_verify_but_not_the_fingerprint(finished, cli):
    signed = cli.ok("payout", finished, "--json").json["fingerprint"]
    before = cli.ok("standings", finished, "--json").json
    forged_winner = forge(finished)
    assert cli.ok("standings", finished, "--json").json != before  # the standings changed
    assert cli("verify", finished).code == 0  # SHA-256 alone: the forgery passes
    r = cli("verify", finished, "--fingerprint", signed)
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "does not pass through the fingerprint" in r.err
    doc = cli("verify", finished, "--fingerprint", signed, "--json")
    assert doc.code == 2 and doc.json["ok"] is False
    assert doc.json["fingerprint"] == {"hex": signed, "passes": False}
    table = [r for r in cli.ok("standings", finished, "--json").json
             if r["start_no"] == forged_winner][0]["games"][0]
    assert table["place"] == 1  # what the forger wanted


def test_a_line_altered_before_the_fingerprint_is_caught(finished, cli):
    signed = cli.ok("payout", finished, "--json").json["fingerprint"]
    conn = sqlite3.connect(finished)
    conn.execute("UPDATE audit SET summary = summary || ' ' WHERE id = 2")  # chain not redone
    conn.commit()
    conn.close()
    r = cli("verify", finished, "--fingerprint", signed)
    assert r.code == 2 and "audit line 2" in r.err and "altered" in r.err


@pytest.mark.parametrize("given", ["abc", "g" * 64, "0" * 63, "", "1234 " * 20])
def test_a_fingerprint_that_is_not_one_is_refused_plainly(finished, cli, given):
    r = cli("verify", finished, "--fingerprint", given)
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "64 hex digits" in r.err and "internal error" not in r.err


def test_another_events_fingerprint_does_not_pass(finished, cli, tmp_path):
    other = tmp_path / "other.tdevent"
    make_demo(other, players=12, games=2, seed=4).close()
    r = cli("verify", finished, "--fingerprint", head(other))
    assert r.code == 2 and "does not pass through" in r.err


def test_the_window_prints_the_fingerprint_it_computed_with(finished):
    from tournament_director.service.event import Event
    from tournament_director.service.views import payout_json, report_payout
    with Event.open(finished, lock=False) as event:
        data = report_payout(event)
        doc = payout_json(event)
        assert data["fingerprint"].replace(" ", "") == doc["fingerprint"] == event.fingerprint()
        assert prizes.payout(event).total_paid == doc["total_paid"] * 100  # cents, JSON 240
    json.dumps(doc)


def test_the_fingerprint_holds_beside_a_later_difference(finished, cli):
    signed = cli.ok("payout", finished, "--json").json["fingerprint"]
    conn = sqlite3.connect(finished)
    conn.execute("UPDATE players SET paid = 1 WHERE start_no = 2")  # after the signature
    conn.commit()
    conn.close()
    r = cli("verify", finished, "--fingerprint", signed)
    assert r.code == 2 and "differs from its audit log" in r.err  # the edit is named
    assert "passes through the fingerprint" in r.out  # and what was signed still holds


def test_verify_lists_the_lines_after_the_signature_and_the_money_changed(finished, cli):
    """Issue 34, point 2: a fee and a name changed after the signature. Exit 0 still (nothing
    before it was rewritten), but the lines since are listed and each recipient whose money
    differs is named with the signed and the current amount."""
    signed = cli.ok("payout", finished, "--json").json
    paid = {p["start_no"]: p["paid"] for p in cli.ok("players", finished, "--json").json}
    cli.ok("edit-player", finished, "3", "--paid", str(paid[3] + 10))  # the pot grows
    cli.ok("edit-player", finished, "5", "--name", "Renamed")
    now = cli.ok("payout", finished, "--json").json
    r = cli.ok("verify", finished, "--fingerprint", signed["fingerprint"])
    assert "nothing before it was rewritten" in r.out
    assert "2 audit lines came after the signature:" in r.out
    assert "Edited player 3" in r.out and "Edited player 5" in r.out
    assert "The prize money differs from the signed payout:" in r.out
    first, was = now["winners"][0]["start_no"], signed["winners"][0]
    assert first == was["start_no"] and now["winners"][0]["amount"] != was["amount"]
    assert f"  {first} " in r.out and f"{was['amount']}\u00a0EUR signed, " \
        f"{now['winners'][0]['amount']}\u00a0EUR now" in r.out
    doc = cli.ok("verify", finished, "--fingerprint", signed["fingerprint"], "--json").json
    assert doc["holds"] is True and doc["later_lines"] == 2
    assert {"start_no": first, "signed": was["amount"],
            "now": now["winners"][0]["amount"]} in doc["payout_changed"]
    assert all(set(c) == {"start_no", "signed", "now"} for c in doc["payout_changed"])


def test_verify_says_when_nothing_came_after_the_signature(finished, cli):
    signed = cli.ok("payout", finished, "--json").json["fingerprint"]
    r = cli.ok("verify", finished, "--fingerprint", signed)
    assert "No audit line came after the signature." in r.out
    assert "The prize money is as signed." in r.out
    doc = cli.ok("verify", finished, "--fingerprint", signed, "--json").json
    assert (doc["holds"], doc["later_lines"], doc["payout_changed"]) == (True, 0, [])


@pytest.mark.parametrize("json_out", [False, True])
def test_a_wrong_fingerprint_is_one_refusal_on_stderr_only(finished, cli, json_out):
    """Issue 34, point 8: said once, on stderr (never also on stdout)."""
    r = cli("verify", finished, "--fingerprint", "ab" * 32, *(["--json"] if json_out else []))
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "does not pass through the fingerprint" in r.err
    assert "does not pass through" not in r.out
    if json_out:
        assert r.json["holds"] is False and r.json["ok"] is False
    else:
        assert r.out == ""
