"""The desks' server as an attacker on the hall's Wi-Fi meets it: another site's page, a
made-up address, a desk naming the main desk's own files; and a desk's files sent along."""

from __future__ import annotations

import http.client
import json
import unicodedata

import pytest

from tournament_director.service.files import read_event
from tournament_director.web.desk_client import Link
from tournament_director.web.tls import desk_context

from .conftest import cli

pytestmark = pytest.mark.slow


def ask(url: str, call: str, doc: dict | None = None, headers: dict | None = None,
        token: str | None = None):
    """(status, headers, JSON) of one POST to the desks' server, straight, over TLS."""
    link = Link.parse(url)
    conn = http.client.HTTPSConnection(link.host, link.port, context=desk_context(),
                                       timeout=10)
    try:
        conn.request("POST", f"/d/{token or link.token}/{call}",
                     body=json.dumps(doc or {}).encode(),
                     headers={"Content-Type": "application/json", **(headers or {})})
        response = conn.getresponse()
        return response.status, response.headers, json.loads(response.read() or b"{}")
    finally:
        conn.close()


def test_cross_site_requests_and_made_up_addresses_are_refused(desks_of, shared_event):
    main = desks_of()
    url = main.link("Door", "door")
    status, headers, doc = ask(url, "hello")
    assert status == 200 and doc["ok"]["desk"] == "Door" and doc["ok"]["role"] == "door"
    assert headers["Cache-Control"] == "no-store"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    for bad in ({"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}):
        status, _, doc = ask(url, "act", {"name": "registration.checkin", "args": [[1]]},
                             headers=bad)
        assert status == 403, bad
    assert ask(url, "hello", token="A" * 22)[0] == 404
    with read_event(shared_event) as event:
        assert not any(p.checked_in for p in event.players())


def test_a_desk_cannot_name_a_file_of_the_main_desk(desks_of, shared_event, tmp_path):
    main = desks_of()
    url = main.link("Door", "door")
    secret = tmp_path / "secret.csv"
    secret.write_text("name\nSecret Sam\n", encoding="utf-8")
    status, _, doc = ask(url, "read", {"name": "preview_csv", "args": [str(secret)]})
    assert status == 200 and doc["kind"] == "refused" and "Secret" not in json.dumps(doc)
    status, _, doc = ask(url, "act", {"name": "registration.import_players",
                                      "args": [str(secret)], "id": "1" * 32})
    assert doc["kind"] == "refused"
    target = tmp_path / "written.pdf"
    status, _, doc = ask(main.link("Results", "results"), "command", {
        "argv": ["print", "standings", "-o", str(target)], "id": "2" * 32})
    assert doc["code"] == 2 and "names none of the main desk's" in doc["err"]
    assert not target.exists()
    with read_event(shared_event) as event:
        assert "Secret Sam" not in [p.name for p in event.players()]


def test_a_desks_csv_is_sent_along_and_its_print_comes_back(desks_of, shared_event, tmp_path,
                                                            hard_names):
    main = desks_of()
    late = tmp_path / "late entries.csv"
    rows = [*hard_names[16:], "Late Lotte"]  # the names the event does not have yet
    late.write_text("name,club\n" + "".join(f'"{n}",Late\n' for n in rows), encoding="utf-8")
    done = cli("--desk", main.link("Door", "door"), "import-players", late)
    assert done.returncode == 0, done.stderr
    assert f"Registered {len(rows)} players" in done.stdout
    pdf = tmp_path / "out" / "standings.pdf"
    pdf.parent.mkdir()
    printed = cli("--desk", main.link("Results", "results"), "print", "standings",
                  f"--output={pdf}")
    assert printed.returncode == 0, printed.stderr
    assert pdf.read_bytes().startswith(b"%PDF") and str(pdf) in printed.stdout
    with read_event(shared_event) as event:
        names = [p.name for p in event.players()]
    assert names[-len(rows):] == [unicodedata.normalize("NFC", n.strip()) for n in rows]
    assert cli("log", shared_event).stdout.splitlines()[0].endswith("[Door]")
