"""Issue 32's findings, each through the real server (`serve --entry` on loopback) and the
real command line: (1) confirm records what the director saw, never what came last;
(2) "agreed" needs two senders, one phone never agrees with itself; (3) no lock-out by a
photo of the sheet's code; (4) a submission sent before a swap is stale; (5) a damaged inbox
row is named, never fatal; (6) the web process leaves the event's bytes and -wal as they
are; (7) the smaller ones: "already recorded" at once, the 64 KB boundary, cross-site POSTs,
the sheets' codes whenever entry is on."""

from __future__ import annotations

import json
import sqlite3
import time
from urllib.parse import urlencode

import pytest
from pypdf import PdfReader

from tournament_director.store.inbox import inbox_path
from tournament_director.web.app import MAX_BODY
from tournament_director.web.entry import MOST_PER_MINUTE, MOST_WAITING

from ..entry_helpers import event_in_play
from .conftest import Phone, hard_names, stop
from .test_entry_serve import FORM, cli, event_bytes, per_seat, post


@pytest.fixture
def hard(tmp_path):
    return event_in_play(tmp_path / "guarded.tdevent", names=hard_names())


def links(path, seats: bool = False) -> dict[int, dict]:
    done = cli("entry-links", path, "--json", *(["--seats"] if seats else []))
    assert done.returncode == 0, done.stderr
    return {link["table"]: link for link in json.loads(done.stdout)}


def inbox(path) -> dict[int, dict]:
    done = cli("inbox", path, "--json")
    assert done.returncode == 0, done.stderr
    return {w["table"]: w for w in json.loads(done.stdout)}


def reverse(path, table: int) -> dict[str, str]:
    form = per_seat(path, table)
    n = sum(1 for k in form if k.endswith("_place"))
    return {k: str(n + 1 - int(v)) if k.endswith("_place") else v for k, v in form.items()}


def places(path, table: int) -> dict[str, int]:
    done = cli("seating", path, "--game", 1, "--json")
    (seats,) = [t["players"] for t in json.loads(done.stdout)["tables"] if t["table"] == table]
    return {str(p): i for i, p in enumerate(seats, 1)}


def test_1_confirm_records_what_the_director_saw(hard, serve_event):
    s = serve_event(hard, "--entry")
    table = links(hard)[1]["path"]
    assert Phone(s).post(table, per_seat(hard, 1))[0] == 303
    seen = inbox(hard)[1]
    assert seen["status"] == "pending"
    assert Phone(s).post(table, reverse(hard, 1))[0] == 303  # another phone, the reverse
    newer = inbox(hard)[1]
    assert newer["status"] == "conflict" and newer["version"] != seen["version"]
    page = Phone(s).get(table)[2]  # a third phone: told they differ, no one tap to agree
    assert "The results sent differ" in page and "Send the same result" not in page
    before = event_bytes(hard)
    refused = cli("confirm", hard, "--game", 1, "--table", 1, "--seen", seen["version"])
    assert refused.returncode == 2 and f"submission {newer['version']};" in refused.stderr
    conflict = cli("confirm", hard, "--game", 1, "--table", 1)
    assert conflict.returncode == 2 and "sent different results" in conflict.stderr
    assert "--submission ID" in conflict.stderr
    assert event_bytes(hard) == before  # nothing recorded by either
    done = cli("confirm", hard, "--game", 1, "--table", 1, "--submission", seen["version"],
               "--seen", newer["version"])
    assert done.returncode == 0, done.stderr
    standings = json.loads(cli("standings", hard, "--json").stdout)
    got = {str(r["start_no"]): g["place"] for r in standings for g in r["games"]
           if g["table"] == 1}
    assert got == places(hard, 1)  # what the director saw, not the reverse that came last


def test_2_agreed_needs_two_senders(hard, serve_event):
    s = serve_event(hard, "--entry")
    link = links(hard, seats=True)[2]
    table = link["path"]
    phone = Phone(s)
    assert phone.post(table, per_seat(hard, 2))[0] == 303
    status, _, page = phone.get(table)
    assert status == 200 and "You sent this at" in page
    assert "Send the same result" not in page  # never to the phone that sent it
    assert phone.post(table, per_seat(hard, 2))[0] == 303  # the same phone again
    w = inbox(hard)[2]
    assert (w["status"], w["senders"], len(w["submissions"])) == ("pending", 1, 1)
    seat = link["seats"][2]  # seat 3's own address
    status, _, page = Phone(s).get(seat["path"])
    assert "You are sending as seat 3, " in page
    assert "by a phone on the table&#39;s page</h2>" in page
    assert "Send the same result as a phone on the table&#39;s page" in page
    same = dict(zip(("ranks", "points"), (None, None)))
    for key in ("ranks", "points"):  # the button's own fields
        start = page.index(f'name="{key}" value="') + len(f'name="{key}" value="')
        same[key] = page[start:page.index('"', start)]
    assert Phone(s).post(seat["path"], same)[0] == 303
    w = inbox(hard)[2]
    assert (w["status"], w["senders"]) == ("agreed", 2)
    assert w["submissions"][1]["sender"] == {"seat": 3, "start_no": seat["start_no"]}


def test_3_no_lock_out_by_a_photo_of_the_code(hard, serve_event):
    s = serve_event(hard, "--entry")
    table = links(hard)[3]["path"]
    for _ in range(MOST_WAITING):  # a script without cookies: a new sender each time
        assert post(s, table, per_seat(hard, 3))[0] == 303
    status, _, body = post(s, table, per_seat(hard, 3))
    assert status == 429 and b"results from 20 phones wait" in body
    phone = Phone(s)  # a real phone of the table, locked out for now
    assert phone.post(table, per_seat(hard, 3))[0] == 429
    deadline = time.monotonic() + 5
    while inbox(hard)[3]["refused"] < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert inbox(hard)[3]["refused"] == 2
    text = cli("inbox", hard).stdout
    assert "its pages refused 2 sends (too many)" in text
    assert cli("reject", hard, "--game", 1, "--table", 3).returncode == 0
    assert phone.post(table, per_seat(hard, 3))[0] == 303  # at once: the table sends again
    # one sender: at most MOST_PER_MINUTE sends a minute; the others go on
    for _ in range(MOST_PER_MINUTE - 1):
        assert phone.post(table, per_seat(hard, 3))[0] == 303
    status, _, page = phone.post(table, per_seat(hard, 3))
    assert status == 429 and "sent 5 results in the last minute" in page
    assert Phone(s).post(table, per_seat(hard, 3))[0] == 303
    assert cli("reject", hard, "--game", 1, "--table", 3).returncode == 0
    assert phone.post(table, per_seat(hard, 3))[0] == 303  # rejected: it may send again
    # a code that leaked: new addresses, the old ones answer 404 at once
    old = links(hard, seats=True)[3]
    renewed = cli("entry-links", hard, "--renew", "--game", 1, "--table", 3)
    assert renewed.returncode == 0 and "new addresses" in renewed.stdout
    assert post(s, table, per_seat(hard, 3))[0] == 404
    assert Phone(s).get(old["seats"][0]["path"])[0] == 404
    new = links(hard)[3]["path"]
    assert new != table and Phone(s).post(new, per_seat(hard, 3))[0] == 303
    assert 3 in inbox(hard) and len(inbox(hard)[3]["submissions"]) == 1


def test_4_a_submission_sent_before_a_swap_is_stale(hard, serve_event):
    s = serve_event(hard, "--entry")
    table = links(hard)[1]["path"]
    phone = Phone(s)
    assert phone.post(table, per_seat(hard, 1))[0] == 303
    a, b = (next(iter(places(hard, t))) for t in (1, 2))
    assert cli("swap", hard, "--game", 1, a, b).returncode == 0
    w = inbox(hard)[1]
    assert w["status"] == "stale" and w["submissions"][0]["stale"] is True
    assert "sent before the table changed" in cli("inbox", hard).stdout
    refused = cli("confirm", hard, "--game", 1, "--table", 1)
    assert refused.returncode == 2 and "before the table's players changed" in refused.stderr
    status, _, page = phone.get(table)
    assert "before the table&#39;s players changed: send the result again" in page
    assert phone.post(table, per_seat(hard, 1))[0] == 303  # sent again, for the new seating
    assert inbox(hard)[1]["status"] == "pending"
    assert cli("confirm", hard, "--game", 1, "--table", 1).returncode == 0


def test_5_a_damaged_inbox_row_is_named_and_the_rest_shown(hard, serve_event):
    s = serve_event(hard, "--entry")
    paths = links(hard)
    for t in (1, 2):
        assert Phone(s).post(paths[t]["path"], per_seat(hard, t))[0] == 303
    conn = sqlite3.connect(inbox_path(hard))
    (bad,) = conn.execute("SELECT seq FROM submissions WHERE tbl = 2").fetchone()
    conn.execute("UPDATE submissions SET places = '{\"1\": ' WHERE seq = ?", [bad])
    conn.commit()
    conn.close()
    shown = cli("inbox", hard, "--json")
    assert shown.returncode == 2 and "damaged" in shown.stderr
    assert f"submissions {bad} (table 2)" in shown.stderr and "Traceback" not in shown.stderr
    assert [w["table"] for w in json.loads(shown.stdout)] == [1]  # the rest still shows
    refused = cli("confirm", hard, "--game", 1, "--table", 2)
    assert refused.returncode == 2 and "damaged" in refused.stderr
    assert cli("confirm", hard, "--game", 1, "--table", 1).returncode == 0
    assert cli("reject", hard, "--game", 1, "--table", 2).returncode == 0
    assert cli("inbox", hard, "--json").returncode == 0
    assert Phone(s).get(paths[2]["path"])[0] == 200  # the table's page still answers


def test_6_the_web_process_never_writes_the_event(hard, serve_event):
    before = event_bytes(hard)
    s = serve_event(hard, "--entry")
    path = links(hard)[1]["path"]
    for page in ("", "tables.html", "standings.html", path.lstrip("/")):
        assert s.get(page)[0] == 200
    assert Phone(s).post(path, per_seat(hard, 1))[0] == 303
    assert event_bytes(hard) == before  # serving and taking a result: the file as it was
    assert cli("confirm", hard, "--game", 1, "--table", 1).returncode == 0  # the desk writes
    confirmed = event_bytes(hard)
    assert confirmed != before
    assert s.get("")[0] == 200 and s.get(path.lstrip("/"))[0] == 410  # read since
    stop(s)
    assert event_bytes(hard) == confirmed  # stopping checkpoints nothing into the file
    again = serve_event(hard, "--entry")  # started over the -wal the confirm left
    assert again.get("tables.html")[0] == 200
    stop(again)
    assert event_bytes(hard) == confirmed
    assert cli("verify", hard).returncode == 0


def test_7_recorded_at_once_the_64_kb_boundary_and_cross_site_posts(hard, serve_event):
    s = serve_event(hard, "--entry")
    paths = links(hard)
    table = paths[4]["path"]
    assert cli("confirm", hard, "--game", 1, "--table", 4).returncode == 2  # nothing yet
    ranks = ",".join(f"{p}={i}" for p, i in places(hard, 4).items())
    assert cli("record", hard, "--game", 1, "--table", 4, "--ranks", ranks, "--points",
               "cities=1,preserve_stones=0,limbo_groups=0,spaceport=no").returncode == 0
    status, _, page = Phone(s).post(table, per_seat(hard, 4))  # at once: no wait
    assert status == 409 and "already recorded" in page
    # the 64 KB boundary: a body of exactly 65,536 bytes is read, one byte more is refused
    table = paths[3]["path"]
    fields = urlencode(per_seat(hard, 3)) + "&pad="
    exact = (fields + "x" * (MAX_BODY - len(fields))).encode()
    assert len(exact) == 65536
    assert s.get(table.lstrip("/"), "POST", FORM, exact)[0] == 303
    status, _, body = s.get(table.lstrip("/"), "POST", FORM, exact + b"x")
    assert status == 413 and b"Too much was sent" in body
    # another site's page posting to a table's address: 403, nothing kept
    kept = len(inbox(hard)[3]["submissions"])
    for headers in ({"Origin": "http://evil.example"}, {"Origin": "null"},
                    {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "same-site"},
                    {"Origin": s.url.rstrip("/").replace("127.0.0.1", "localhost")}):
        status, _, page = Phone(s).post(table, per_seat(hard, 3), headers)
        assert status == 403 and "another site" in page, headers
    assert len(inbox(hard)[3]["submissions"]) == kept
    own = {"Origin": s.url.rstrip("/"), "Sec-Fetch-Site": "same-origin"}
    assert Phone(s).post(table, per_seat(hard, 3), own)[0] == 303


def test_7_the_sheets_carry_the_codes_whenever_entry_is_on(hard, serve_event, tmp_path):
    out = tmp_path / "sheets.pdf"
    s = serve_event(hard, "--entry")
    assert cli("print", hard, "sheets", "-o", out).returncode == 0
    pages = [p.extract_text().replace("\n", "") for p in PdfReader(out).pages]
    found = links(hard, seats=True)
    for t, text in zip(sorted(found), pages):
        assert s.url.rstrip("/") + found[t]["path"] in text
        assert "beside your seat: the result is then sent as yours" in text
    stop(s)
    assert cli("print", hard, "sheets", "-o", out).returncode == 0
    assert all("Send this table's result" not in p.extract_text()
               for p in PdfReader(out).pages)  # no server: no codes that lead nowhere
