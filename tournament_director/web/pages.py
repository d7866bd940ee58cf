"""Every page of the site rendered once from the event's data document (HTML bytes, no script)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from html import escape

from .data import name_key

REFRESH_SECONDS = 30  # live pages reload themselves; a conditional GET makes that cheap

CSS = """\
*{box-sizing:border-box}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;
padding:0 12px 24px;color:#111;background:#fff;max-width:46rem;margin-inline:auto}
header{padding:10px 0;border-bottom:2px solid #1f4e79;margin-bottom:10px}
header a{color:#1f4e79;text-decoration:none;font-weight:600}
h1{font-size:1.35rem;margin:.4rem 0}h2{font-size:1.15rem;margin:1rem 0 .4rem}
nav{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
nav a{padding:8px 12px;border:1px solid #1f4e79;border-radius:6px;color:#1f4e79;
text-decoration:none}
table{border-collapse:collapse;width:100%}th,td{padding:6px 4px;border-bottom:1px solid #ddd;
text-align:left;vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap}
form{display:flex;gap:6px;margin:10px 0}input{flex:1;font-size:1.1rem;padding:8px;min-width:0}
button{font-size:1.1rem;padding:8px 14px}
.big{font-size:1.5rem;font-weight:700;margin:.5rem 0}.muted{color:#555;font-size:.9rem}
.tbl{border:1px solid #ccc;border-radius:6px;padding:4px 8px;margin:8px 0}
a{color:#1f4e79}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}a,header a,nav a{color:#9cc7ff}
nav a{border-color:#9cc7ff}th,td{border-color:#333}.muted{color:#aaa}}
"""


@dataclass(frozen=True)
class Resource:
    body: bytes
    content_type: str
    etag: str


def _resource(body: bytes, content_type: str) -> Resource:
    return Resource(body, content_type, '"' + hashlib.sha256(body).hexdigest()[:32] + '"')


def e(value) -> str:
    return escape(str(value), quote=True)


def player_page_name(start_no: int) -> str:
    return f"player-{start_no}.html"


class Renderer:
    """Renders the pages of one data document; `live` pages refresh and offer the search form."""

    def __init__(self, data: dict, live: bool):
        self.data = data
        self.live = live
        self.by_no = {p["start_no"]: p for p in data["players"]}

    # -- pieces -------------------------------------------------------------------------
    def page(self, title: str, body: str, refresh: bool = True) -> bytes:
        ev = self.data["event"]
        meta = (f'<meta http-equiv="refresh" content="{REFRESH_SECONDS}">'
                if self.live and refresh else "")
        html = (
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'{meta}<meta name="referrer" content="no-referrer">'
            f'<title>{e(title)} - {e(ev["name"])}</title>'
            '<link rel="stylesheet" href="style.css"></head><body>'
            f'<header><a href="index.html">{e(ev["name"])}</a>'
            f'<div class="muted">{e(self.data["status"]["headline"])}</div></header>'
            f'<main>{body}</main>'
            f'<footer class="muted"><p>Updated {e(self.data["updated_at"])}'
            f'{" - this page reloads by itself" if self.live and refresh else ""}.</p>'
            '</footer></body></html>\n')
        return html.encode("utf-8")

    def nav(self) -> str:
        links = []
        if self.data["current_game"]:
            links.append(f'<a href="tables.html">Tables of game '
                         f'{self.data["current_game"]["game"]}</a>')
        if self.data["standings"]:
            links.append('<a href="standings.html">Standings</a>')
        if self.data["prizes"]:
            links.append('<a href="prizes.html">Prize winners</a>')
        links.append('<a href="players.html">All players A-Z</a>')
        return "<nav>" + "".join(links) + "</nav>"

    def search_form(self, value: str = "") -> str:
        if not self.live:
            return ""
        return ('<form action="find" method="get" role="search">'
                '<input type="search" name="q" aria-label="Your name or start number" '
                f'placeholder="Your name or start number" value="{e(value)}" required>'
                '<button type="submit">Find</button></form>')

    def who(self, start_no: int) -> str:
        p = self.by_no.get(start_no)
        name = p["name"] if p else f"#{start_no}"
        return f'<a href="{player_page_name(start_no)}">{e(name)}</a>'

    def current_seat(self, p: dict) -> str:
        cur = self.data["current_game"]
        if cur and p["games"] and p["games"][-1]["game"] == cur["game"]:
            g = p["games"][-1]
            return f"table {g['table']}, seat {g['seat']}"
        return ""

    # -- pages --------------------------------------------------------------------------
    def index(self) -> bytes:
        cur = self.data["current_game"]
        if self.data["status"]["finished"]:
            intro = "<p>The event is complete: the final standings are in.</p>"
        elif cur:
            intro = f"<p>Game {cur['game']} is seated: find your table.</p>"
        else:
            intro = "<p>No game is seated yet.</p>"
        return self.page("Find your table",
                         f"<h1>Find your table</h1>{intro}{self.search_form()}{self.nav()}")

    def players(self) -> bytes:
        rows = sorted(self.data["players"], key=lambda p: name_key(p["name"]))
        body = "".join(
            f'<tr><td>{self.who(p["start_no"])}</td><td class="n">{p["start_no"]}</td>'
            f'<td>{e(self.current_seat(p))}</td></tr>' for p in rows)
        return self.page("All players", f"<h1>All players A-Z</h1>{self.search_form()}"
                         '<table><tr><th>Name</th><th class="n">No.</th><th>Now</th></tr>'
                         f"{body}</table>")

    def player(self, p: dict) -> bytes:
        parts = [f"<h1>{e(p['name'])}</h1>",
                 f'<p class="muted">Start number {p["start_no"]}'
                 f'{" - " + e(p["club"]) if p["club"] else ""}'
                 f'{" - has left the event" if p["status"] == "dropped" else ""}</p>']
        now = self.current_seat(p)
        if now and not self.data["status"]["finished"]:
            parts.append(f'<p class="big">Game {self.data["current_game"]["game"]}: '
                         f'{e(now)}</p>')
        if p["rank"] is not None:
            parts.append(f'<p>Rank <b>{p["rank"]}</b> with <b>{p["points"]:.1f}</b> points</p>')
        if p["games"]:
            lines = "".join(
                f'<tr><td class="n">{g["game"]}</td><td class="n">{g["table"]}</td>'
                f'<td class="n">{g["seat"]}</td>'
                f'<td class="n">{"-" if g["place"] is None else g["place"]}</td>'
                f'<td class="n">{"-" if g["points"] is None else format(g["points"], ".1f")}'
                '</td></tr>' for g in p["games"])
            parts.append('<table><tr><th class="n">Game</th><th class="n">Table</th>'
                         '<th class="n">Seat</th><th class="n">Place</th>'
                         f'<th class="n">Points</th></tr>{lines}</table>')
        else:
            parts.append("<p>Not seated in any game yet.</p>")
        parts.append(self.nav())
        return self.page(p["name"], "".join(parts))

    def standings(self) -> bytes:
        if not self.data["standings"]:
            return self.page("Standings", "<h1>Standings</h1><p>No game is seated yet.</p>"
                             f"{self.nav()}")
        rows = "".join(
            f'<tr><td class="n">{r["rank"]}{"=" if r["level"] else ""}</td>'
            f'<td>{self.who(r["start_no"])}</td><td class="n">{r["points"]:.1f}</td></tr>'
            for r in self.data["standings"])
        final = " (final)" if self.data["status"]["finished"] else ""
        return self.page("Standings", f"<h1>Standings{final}</h1>"
                         '<table><tr><th class="n">Rank</th><th>Name</th>'
                         f'<th class="n">Points</th></tr>{rows}</table>{self.nav()}')

    def tables(self) -> bytes:
        cur = self.data["current_game"]
        if not cur:
            return self.page("Tables", f"<h1>Tables</h1><p>No game is seated yet.</p>"
                             f"{self.nav()}")
        blocks = []
        for t in cur["tables"]:
            seats = "".join(
                f'<tr><td class="n">{s["seat"]}</td><td>{self.who(s["start_no"])}</td>'
                f'<td class="n">{"" if s["place"] is None else s["place"]}</td></tr>'
                for s in t["players"])
            state = "result in" if t["result_in"] else "playing"
            blocks.append(f'<div class="tbl" id="t{t["table"]}"><h2>Table {t["table"]} '
                          f'<span class="muted">{state}</span></h2><table><tr>'
                          '<th class="n">Seat</th><th>Name</th><th class="n">Place</th></tr>'
                          f'{seats}</table></div>')
        return self.page(f"Tables of game {cur['game']}",
                         f"<h1>Tables of game {cur['game']}</h1>{''.join(blocks)}{self.nav()}")

    def prizes(self) -> bytes:
        pz = self.data["prizes"]
        cur = e(self.data["event"]["currency"])
        if not pz:
            text = ("A campaign has no prize money." if self.data["event"]["mode"] == "campaign"
                    else "The prizes are known after the last game.")
            return self.page("Prize winners", f"<h1>Prize winners</h1><p>{text}</p>{self.nav()}")
        rows = "".join(f'<tr><td class="n">{w["place"]}</td><td>{self.who(w["start_no"])}'
                       f'</td><td class="n">{w["amount"]} {cur}</td></tr>'
                       for w in pz["winners"])
        body = ("<h1>Prize winners</h1><table><tr><th class=\"n\">Place</th><th>Name</th>"
                f'<th class="n">Prize</th></tr>{rows}</table>')
        if pz["refunds"]:
            refunds = "".join(f'<tr><td>{self.who(r["start_no"])}</td>'
                              f'<td class="n">{r["amount"]} {cur}</td></tr>'
                              for r in pz["refunds"])
            body += f"<h2>Fees refunded</h2><table>{refunds}</table>"
        lo = pz["left_over"]
        if lo["amount"]:
            body += f"<p>Left over: {lo['amount']} {cur} to {self.who(lo['start_no'])}.</p>"
        return self.page("Prize winners", body + self.nav())

    def found(self, query: str, matches: list[dict]) -> bytes:
        if matches:
            rows = "".join(f'<tr><td>{self.who(p["start_no"])}</td><td class="n">'
                           f'{p["start_no"]}</td><td>{e(self.current_seat(p))}</td></tr>'
                           for p in matches)
            result = ('<table><tr><th>Name</th><th class="n">No.</th><th>Now</th></tr>'
                      f"{rows}</table>")
        else:
            result = (f"<p>No player matches &ldquo;{e(query)}&rdquo;: try part of the name "
                      'or your start number, or look in <a href="players.html">all players'
                      "</a>.</p>")
        return self.page("Find your table", f"<h1>Find your table</h1>"
                         f"{self.search_form(query)}{result}{self.nav()}", refresh=False)

    # -- all of them --------------------------------------------------------------------
    def site(self) -> dict[str, Resource]:
        html = "text/html; charset=utf-8"
        files = {"index.html": _resource(self.index(), html),
                 "players.html": _resource(self.players(), html),
                 "standings.html": _resource(self.standings(), html),
                 "tables.html": _resource(self.tables(), html),
                 "prizes.html": _resource(self.prizes(), html),
                 "style.css": _resource(CSS.encode("utf-8"), "text/css; charset=utf-8"),
                 "data.json": _resource(
                     json.dumps(self.data, ensure_ascii=False, indent=1).encode("utf-8"),
                     "application/json; charset=utf-8")}
        for p in self.data["players"]:
            files[player_page_name(p["start_no"])] = _resource(self.player(p), html)
        return files


def search(players: list[dict], query: str, limit: int = 50) -> list[dict]:
    """Players whose start number is the query, or whose name contains it (accents and case
    ignored), in name order."""
    q = query.strip()
    if not q:
        return []
    if q.lstrip("#").isdigit():
        no = int(q.lstrip("#"))
        return [p for p in players if p["start_no"] == no]
    key = name_key(q)[0]
    hits = [p for p in players if key in name_key(p["name"])[0]]
    return sorted(hits, key=lambda p: name_key(p["name"]))[:limit]
