"""Every page of the site rendered once from the event's data document (HTML bytes, no script)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from html import escape

from ..formats import date_time, money, points_of
from ..i18n import _, language, pgettext
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


def heads(*columns: tuple[str, str]) -> str:
    """A table's start and its header row: (class, text) per column ("n": a number's)."""
    cells = "".join(f'<th class="{c}">{t}</th>' if c else f"<th>{t}</th>" for c, t in columns)
    return f"<table><tr>{cells}</tr>"


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
        updated = _("Updated {time}").format(time=date_time(self.data["updated_at"]))
        if self.live and refresh:
            updated += " - " + _("this page reloads by itself")
        html = (
            f'<!DOCTYPE html>\n<html lang="{language()}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'{meta}<meta name="referrer" content="no-referrer">'
            f'<title>{e(title)} - {e(ev["name"])}</title>'
            '<link rel="stylesheet" href="style.css"></head><body>'
            f'<header><a href="index.html">{e(ev["name"])}</a>'
            f'<div class="muted">{e(self.data["status"]["headline"])}</div></header>'
            f'<main>{body}</main>'
            f'<footer class="muted"><p>{e(updated)}.</p>'
            '</footer></body></html>\n')
        return html.encode("utf-8")

    def nav(self) -> str:
        links = []
        if self.data["current_game"]:
            links.append('<a href="tables.html">' + _("Tables of game {game}").format(
                game=self.data["current_game"]["game"]) + "</a>")
        if self.data["standings"]:
            links.append('<a href="standings.html">' + _("Standings") + "</a>")
        if self.data["prizes"]:
            links.append('<a href="prizes.html">' + _("Prize winners") + "</a>")
        links.append('<a href="players.html">' + _("All players A-Z") + "</a>")
        return "<nav>" + "".join(links) + "</nav>"

    def search_form(self, value: str = "") -> str:
        if not self.live:
            return ""
        hint, find = e(_("Your name or start number")), e(_("Find"))
        return ('<form action="find" method="get" role="search">'
                f'<input type="search" name="q" aria-label="{hint}" '
                f'placeholder="{hint}" value="{e(value)}" required>'
                f'<button type="submit">{find}</button></form>')

    def who(self, start_no: int) -> str:
        p = self.by_no.get(start_no)
        name = p["name"] if p else f"#{start_no}"
        return f'<a href="{player_page_name(start_no)}">{e(name)}</a>'

    def current_seat(self, p: dict) -> str:
        cur = self.data["current_game"]
        if cur and p["games"] and p["games"][-1]["game"] == cur["game"]:
            g = p["games"][-1]
            return _("table {table}, seat {seat}").format(table=g["table"], seat=g["seat"])
        return ""

    # -- pages --------------------------------------------------------------------------
    def index(self) -> bytes:
        cur = self.data["current_game"]
        if self.data["status"]["finished"]:
            intro = "<p>" + _("The event is complete: the final standings are in.") + "</p>"
        elif cur:
            said = _("Game {game} is seated: find your table.").format(game=cur["game"])
            intro = f"<p>{said}</p>"
        else:
            intro = "<p>" + _("No game is seated yet.") + "</p>"
        title = _("Find your table")
        return self.page(title, f"<h1>{title}</h1>{intro}{self.search_form()}{self.nav()}")

    def players(self) -> bytes:
        rows = sorted(self.data["players"], key=lambda p: name_key(p["name"]))
        body = "".join(
            f'<tr><td>{self.who(p["start_no"])}</td><td class="n">{p["start_no"]}</td>'
            f'<td>{e(self.current_seat(p))}</td></tr>' for p in rows)
        return self.page(_("All players"), "<h1>" + _("All players A-Z") + "</h1>"
                         f"{self.search_form()}{self.players_head()}{body}</table>")

    def players_head(self) -> str:
        return heads(("", _("Name")), ("n", _("No.")), ("", _("Now")))

    def player(self, p: dict) -> bytes:
        parts = [f"<h1>{e(p['name'])}</h1>",
                 '<p class="muted">' + _("Start number {no}").format(no=p["start_no"])
                 + (" - " + e(p["club"]) if p["club"] else "")
                 + (" - " + _("has left the event") if p["status"] == "dropped" else "")
                 + "</p>"]
        now = self.current_seat(p)
        if now and not self.data["status"]["finished"]:
            parts.append('<p class="big">' + _("Game {game}").format(
                game=self.data["current_game"]["game"]) + f": {e(now)}</p>")
        if p["rank"] is not None:
            parts.append("<p>" + _("Rank {rank} with {points} points").format(
                rank=f'<b>{p["rank"]}</b>', points=f'<b>{points_of(p["points"])}</b>') + "</p>")
        if p["games"]:
            lines = "".join(
                f'<tr><td class="n">{g["game"]}</td><td class="n">{g["table"]}</td>'
                f'<td class="n">{g["seat"]}</td>'
                f'<td class="n">{"-" if g["place"] is None else g["place"]}</td>'
                f'<td class="n">{points_of(g["points"])}'
                '</td></tr>' for g in p["games"])
            heads = "".join(f'<th class="n">{h}</th>' for h in (
                _("Game"), _("Table"), _("Seat"), _("Place"), _("Points")))
            parts.append(f"<table><tr>{heads}</tr>{lines}</table>")
        else:
            parts.append("<p>" + _("Not seated in any game yet.") + "</p>")
        parts.append(self.nav())
        return self.page(p["name"], "".join(parts))

    def standings(self) -> bytes:
        if not self.data["standings"]:
            return self.page(_("Standings"), "<h1>" + _("Standings") + "</h1><p>"
                             + _("No game is seated yet.") + "</p>" + self.nav())
        rows = "".join(
            f'<tr><td class="n">{r["rank"]}{"=" if r["level"] else ""}</td>'
            f'<td>{self.who(r["start_no"])}</td><td class="n">{points_of(r["points"])}</td></tr>'
            for r in self.data["standings"])
        head = _("Standings (final)") if self.data["status"]["finished"] else _("Standings")
        return self.page(_("Standings"), f"<h1>{head}</h1>"
                         + heads(("n", _("Rank")), ("", _("Name")), ("n", _("Points")))
                         + f"{rows}</table>{self.nav()}")

    def tables(self) -> bytes:
        cur = self.data["current_game"]
        if not cur:
            return self.page(_("Tables"), "<h1>" + _("Tables") + "</h1><p>"
                             + _("No game is seated yet.") + "</p>" + self.nav())
        blocks = []
        for t in cur["tables"]:
            seats = "".join(
                f'<tr><td class="n">{s["seat"]}</td><td>{self.who(s["start_no"])}</td>'
                f'<td class="n">{"" if s["place"] is None else s["place"]}</td></tr>'
                for s in t["players"])
            state = _("result in") if t["result_in"] else _("still playing")
            table = _("Table {table}").format(table=t["table"])
            blocks.append(f'<div class="tbl" id="t{t["table"]}"><h2>{table} '
                          f'<span class="muted">{state}</span></h2>'
                          + heads(("n", _("Seat")), ("", _("Name")), ("n", _("Place")))
                          + f"{seats}</table></div>")
        title = _("Tables of game {game}").format(game=cur["game"])
        return self.page(title, f"<h1>{title}</h1>{''.join(blocks)}{self.nav()}")

    def prizes(self) -> bytes:
        pz = self.data["prizes"]
        cur = self.data["event"]["currency"]
        if not pz:
            text = (_("A campaign has no prize money.")
                    if self.data["event"]["mode"] == "campaign"
                    else _("The prizes are known after the last game."))
            return self.page(_("Prize winners"), "<h1>" + _("Prize winners")
                             + f"</h1><p>{text}</p>{self.nav()}")
        rows = "".join(f'<tr><td class="n">{w["place"]}</td><td>{self.who(w["start_no"])}'
                       f'</td><td class="n">{e(money(w["amount"], cur))}</td></tr>'
                       for w in pz["winners"])
        body = ("<h1>" + _("Prize winners") + "</h1>"
                + heads(("n", pgettext("prize", "Place")), ("", _("Name")), ("n", _("Prize")))
                + f"{rows}</table>")
        if pz["refunds"]:
            refunds = "".join(f'<tr><td>{self.who(r["start_no"])}</td>'
                              f'<td class="n">{e(money(r["amount"], cur))}</td></tr>'
                              for r in pz["refunds"])
            body += "<h2>" + _("Fees refunded") + f"</h2><table>{refunds}</table>"
        lo = pz["left_over"]
        if lo["amount"]:
            body += "<p>" + _("Left over: {amount} to {player}.").format(
                amount=e(money(lo["amount"], cur)), player=self.who(lo["start_no"])) + "</p>"
        return self.page(_("Prize winners"), body + self.nav())

    def found(self, query: str, matches: list[dict]) -> bytes:
        if matches:
            rows = "".join(f'<tr><td>{self.who(p["start_no"])}</td><td class="n">'
                           f'{p["start_no"]}</td><td>{e(self.current_seat(p))}</td></tr>'
                           for p in matches)
            result = f"{self.players_head()}{rows}</table>"
        else:
            result = "<p>" + _(
                "No player matches {query}: try part of the name or your start number, or "
                'look in <a href="players.html">all players</a>.').format(
                    query=f"&ldquo;{e(query)}&rdquo;") + "</p>"
        title = _("Find your table")
        return self.page(title, f"<h1>{title}</h1>"
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
