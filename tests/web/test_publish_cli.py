"""`publish` (a static site with data.json) and the refusals of `serve` and `publish`."""

from __future__ import annotations

import json
import socket
import subprocess
import sys

import pytest

from tournament_director.cli import main
from tournament_director.service.demo import make_demo
from tournament_director.service.parse import clean_name

from .conftest import hard_names


def run(capsys, *args):
    capsys.readouterr()
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def check_schema(doc: dict) -> None:
    """The data.json schema as README.md documents it."""
    assert doc["schema"] == 1 and isinstance(doc["updated_at"], str)
    assert set(doc["event"]) == {"name", "date", "games", "mode", "game", "currency"}
    assert set(doc["status"]) == {"headline", "games_seated", "tables_total", "tables_in",
                                  "finished"}
    for p in doc["players"]:
        assert set(p) == {"start_no", "name", "club", "status", "rank", "points", "games",
                          "adjustments"}
        for g in p["games"]:
            assert set(g) == {"game", "table", "seat", "place", "points"}
    for r in doc["standings"]:
        assert set(r) == {"rank", "start_no", "points", "level"}
    cur = doc["current_game"]
    if cur is not None:
        assert set(cur) == {"game", "tables"}
        for t in cur["tables"]:
            assert set(t) == {"table", "result_in", "players"}
            for s in t["players"]:
                assert set(s) == {"start_no", "seat", "place"}
    if doc["prizes"] is not None:
        assert set(doc["prizes"]) == {"pot", "winners", "refunds", "left_over", "total_paid"}
        for w in doc["prizes"]["winners"]:
            assert set(w) == {"place", "start_no", "amount"}


def test_publish_writes_the_pages_and_the_data(hard_event, tmp_path, capsys):
    out = tmp_path / "site"
    code, stdout, err = run(capsys, "publish", hard_event, "-o", out)
    assert code == 0, err
    names = {p.name for p in out.iterdir()}
    assert {"index.html", "players.html", "standings.html", "tables.html", "prizes.html",
            "style.css", "data.json"} <= names
    doc = json.loads((out / "data.json").read_text(encoding="utf-8"))
    check_schema(doc)
    assert {p["name"] for p in doc["players"]} >= {clean_name(n) for n in hard_names()}
    for p in doc["players"]:
        page = (out / f"player-{p['start_no']}.html").read_text(encoding="utf-8")
        assert "<i>Ivy</i>" not in page
    index = (out / "index.html").read_text(encoding="utf-8")
    # a static page: no reload, and no form that asks a server: the search form is hidden
    # until search.js shows it (it answers from search-index.js)
    assert "refresh" not in index and "action=" not in index
    assert '<form id="find" role="search" hidden>' in index and 'src="search.js"' in index
    assert {"search.js", "search-index.js"} <= names
    assert 'href="players.html"' in index
    assert not any(n.endswith(".tdevent") for n in names)


def test_publish_after_the_last_game_names_the_prize_winners(tmp_path, capsys):
    path = tmp_path / "done.tdevent"
    make_demo(path, players=12, games=2, seed=5).close()
    code, _, err = run(capsys, "publish", path, "-o", tmp_path / "site")
    assert code == 0, err
    doc = json.loads((tmp_path / "site" / "data.json").read_text(encoding="utf-8"))
    check_schema(doc)
    assert doc["status"]["finished"] and doc["prizes"]["winners"]
    assert doc["prizes"]["total_paid"] == doc["prizes"]["pot"]
    first = doc["prizes"]["winners"][0]
    name = next(p["name"] for p in doc["players"] if p["start_no"] == first["start_no"])
    page = (tmp_path / "site" / "prizes.html").read_text(encoding="utf-8")
    assert name in page and f"{first['amount']}\u00a0EUR" in page


@pytest.mark.parametrize("where", ["same", "parent", "file"])
def test_publish_refuses_a_folder_holding_the_event(hard_event, capsys, where):
    target = {"same": hard_event.parent, "parent": hard_event.parent.parent,
              "file": hard_event}[where]
    before = sorted(p.name for p in hard_event.parent.iterdir())
    code, out, err = run(capsys, "publish", hard_event, "-o", target)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "event file" in err
    assert sorted(p.name for p in hard_event.parent.iterdir()) == before


def test_serve_and_publish_refuse_a_missing_or_foreign_file(tmp_path, capsys):
    foreign = tmp_path / "notes.tdevent"
    foreign.write_text("hello", encoding="utf-8")
    for args in (("serve", tmp_path / "none.tdevent", "--port", "0"),
                 ("serve", foreign, "--port", "0"),
                 ("publish", tmp_path / "none.tdevent", "-o", tmp_path / "s"),
                 ("publish", foreign, "-o", tmp_path / "s")):
        code, out, err = run(capsys, *args)
        assert code == 2, args
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_serve_refuses_a_bad_or_taken_port(hard_event, capsys):
    code, _, err = run(capsys, "serve", hard_event, "--port", "70000")
    assert code == 2 and "--port 70000" in err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        code, out, err = run(capsys, "serve", hard_event, "--host", "127.0.0.1",
                             "--port", port)
    assert code == 2 and f"port {port}" in err and "--port" in err
    assert len(err.strip().splitlines()) == 1


def test_serve_refuses_a_host_that_is_not_this_computer(hard_event, capsys):
    for host in ("203.0.113.77",):  # TEST-NET-3: never this computer; no name looked up
        code, _, err = run(capsys, "serve", hard_event, "--host", host, "--port", "0")
        assert code == 2 and "--host" in err and "internal error" not in err, err
        assert len(err.strip().splitlines()) == 1


def test_other_commands_do_not_import_the_web_server(tmp_path):
    code = ("import sys; from tournament_director.cli import main; main(['plan', '39']); "
            "print(sorted(m for m in ('waitress', 'segno', 'werkzeug', 'jinja2', 'markupsafe', "
            "'anyascii', 'tournament_director.web') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60).stdout
    assert out.strip().endswith("[]")
    code = ("import sys, tournament_director.web.server, tournament_director.web.publish; "
            "print([m for m in sys.modules if m.startswith(('PySide6', 'reportlab'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60).stdout
    assert out.strip() == "[]"  # the web pages need neither Qt nor the PDF library


@pytest.mark.parametrize("lang, said", [("en", "No such page"), ("de", None), ("nl", None)])
def test_the_published_site_has_its_own_404_page(tmp_path, capsys, language, monkeypatch,
                                                 lang, said):
    """404.html, which web hosts show for a missing address: styled, in the site's language,
    its links relative (the site may be in any folder) (issue 35)."""
    from tournament_director.i18n import _
    path = tmp_path / "e.tdevent"
    make_demo(path, players=8, games=2, play=1, seed=3).close()
    monkeypatch.setenv("TD_LANG", lang)
    language(lang)
    out = tmp_path / "site"
    assert run(capsys, "publish", path, "-o", out)[0] == 0
    page = (out / "404.html").read_text(encoding="utf-8")
    assert (said or _("No such page")) in page and f'lang="{lang}"' in page
    assert 'href="style.css"' in page and 'href="index.html"' in page and 'href="/' not in page
