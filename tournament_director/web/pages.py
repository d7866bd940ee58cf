"""Every page of the site, rendered from the event's data document with the templates in
templates/ (Jinja2, every value HTML-escaped), in the language of the process."""

from __future__ import annotations

import functools
import hashlib
import json
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from .. import collation, formats
from ..i18n import _, language, ngettext
from ..rules.money import cents_of

HERE = Path(__file__).resolve().parent
RELOAD_SECONDS = 30  # live pages reload themselves (unless the reader stops it): a
# conditional GET makes that cheap
SEARCH_LIMIT = 50  # names shown for one search; the page says when there are more
HTML = "text/html; charset=utf-8"


@dataclass(frozen=True)
class Resource:
    body: bytes
    content_type: str
    etag: str


def resource(body: bytes, content_type: str = HTML) -> Resource:
    return Resource(body, content_type, hashlib.sha256(body).hexdigest()[:32])


@functools.lru_cache(maxsize=1)
def environment():
    """The templates, compiled once; autoescape on for everything (every name is escaped)."""
    import jinja2
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, auto_reload=False)
    # texts in the language of the moment (i18n): _("...").format(...) in the templates
    env.globals.update(_=lambda text: _(text), ngettext=lambda s, p, n: ngettext(s, p, n),
                       markup=Markup, reload_seconds=RELOAD_SECONDS)
    # a count as the language groups it: {{ n|whole }} ("1.000 Spieler")
    env.filters["whole"] = formats.whole
    return env


def static_file(name: str) -> bytes:
    return (HERE / "static" / name).read_bytes()


def points_text(value) -> str:
    """data.json's points (21.4) as the language writes them ("21,4"); "-" for none."""
    return formats.points_of(value)


def updated_text(iso: str) -> str:
    """data.json's time of the data ("2026-12-04T01:36:41+01:00") with its day, as the
    language writes it ("04.12.2026, 01:36"): a published site is read days later."""
    if not iso:
        return ""
    try:
        return formats.date_time(iso)
    except ValueError:
        return iso


def signed_text(value) -> str:
    """data.json's adjustment (-1.5, 0.5) with its sign: "-1,5", "+0,5"."""
    text = formats.points_of(value)
    return "+" + text if value is not None and value > 0 else text


def adjustment_text(entry: dict) -> str:
    """"Penalty: Late back from lunch (game 2)" or "Award: Fair play": a row of the sum."""
    return formats.adjustment_label(-1 if (entry.get("points") or 0) < 0 else 1,
                                    entry.get("reason") or "", entry.get("game"))


def player_page(start_no: int) -> str:
    return f"player-{start_no}.html"


def static_pages() -> list[str]:
    return ["index.html", "players.html", "standings.html", "tables.html", "prizes.html"]


class Renderer:
    """Renders the pages of one data document. `live` (served): pages reload themselves and
    search asks the server; else (published) a script searches a static index. `order` is
    the event's name order ("name" or "surname") for the A-Z list."""

    def __init__(self, data: dict, live: bool, order: str = "name"):
        self.data = data
        self.live = live
        self.order = order if order.partition(":")[0] in collation.NAME_ORDERS else "name"
        self.by_no = {p["start_no"]: p for p in data["players"]}
        self.by_name = collation.sort_by_name(data["players"], lambda p: p["name"], self.order,
                                              lambda p: p["start_no"])
        self.folded = {p["start_no"]: collation.search_text(p["name"])
                       for p in data["players"]}
        self.level = {r["start_no"] for r in data["standings"] if r["level"]}
        self._nav: dict[tuple[bool, str], Markup] = {}
        cur = data["current_game"]
        self.finished = data["status"]["finished"]
        self.game_no = cur["game"] if cur else None
        self.updated = updated_text(data.get("updated_at") or "")

    # -- what the templates see -------------------------------------------------------------
    def context(self, name: str, quiet: bool, root: str = "") -> dict:
        """`name`: the page's own file name; `quiet`: the reader stopped the reloading;
        `root`: "" (relative links, for a site in any folder) or "/" (the server's error
        pages, which answer at any depth)."""
        d = self.data

        def link(target: str) -> str:
            return root + target + ("?refresh=off" if quiet else "")

        def who(start_no: int) -> Markup:
            """A player's name as a link to their page."""
            return Markup('<a href="{}">{}</a>').format(link(player_page(start_no)),
                                                        self.name_of(start_no))

        return {
            "lang": language(), "event": d["event"], "status": d["status"],
            "current_game": d["current_game"], "standings": d["standings"],
            "prizes": d["prizes"], "updated": self.updated, "root": root,
            "live": self.live, "quiet": quiet, "static_search": not self.live,
            "reloading": self.live and not quiet and name.endswith(".html"),
            "here": root + name, "link": link, "has_search": name in ("index.html",
                                                                      "players.html"),
            "who": who, "points": points_text,
            "now_heads": self.now_heads(), "now_cells": self.now_cells,
            "rank_text": self.rank_text, "money": self.money,
            "adjustment": adjustment_text, "signed": signed_text,
            "adjustments_of": self.adjustments_of,
        }

    def render(self, template: str, name: str, quiet: bool = False, root: str = "",
               **values) -> bytes:
        values.setdefault("title", "")
        context = {**self.context(name, quiet, root), **values}
        context["nav"] = self.nav(quiet, root, context)
        return environment().get_template(template).render(context).encode("utf-8")

    def nav(self, quiet: bool, root: str, context: dict) -> Markup:
        """The links to the other pages: the same on every page, so made once."""
        made = self._nav.get((quiet, root))
        if made is None:
            made = self._nav[(quiet, root)] = Markup(
                environment().get_template("nav.html").render(context))
        return made

    def name_of(self, start_no: int) -> str:
        p = self.by_no.get(start_no)
        return p["name"] if p else f"#{start_no}"

    def adjustments_of(self, start_no: int) -> list[dict]:
        """A player's penalties and awards (part of the points the standings show)."""
        p = self.by_no.get(start_no)
        return list(p.get("adjustments") or ()) if p else []

    def money(self, amount) -> str:
        """data.json's money (20, 7.5) as the language writes it: "7,50 EUR"."""
        return formats.money(cents_of(amount), self.data["event"]["currency"])

    def rank_text(self, p: dict) -> str:
        return f"{p['rank']}=" if p["start_no"] in self.level else str(p["rank"])

    def seat_now(self, p: dict) -> dict | None:
        """The player's game line of the game being played (None: not seated in it)."""
        if self.game_no is not None and p["games"] and p["games"][-1]["game"] == self.game_no:
            return p["games"][-1]
        return None

    def now_heads(self) -> list[str]:
        """The A-Z list's columns after name and number: where the player sits now, or the
        final rank once the event is complete (no "Now: table ..." after the last game)."""
        if self.finished:
            return [_("Final rank")]
        return [_("Table"), _("Seat")] if self.game_no is not None else []

    def now_cells(self, p: dict) -> list[str]:
        if self.finished:
            return ["-" if p["rank"] is None else self.rank_text(p)]
        if self.game_no is None:
            return []
        g = self.seat_now(p)
        return [str(g["table"]), str(g["seat"])] if g else ["-", "-"]

    def received(self, p: dict) -> list[str]:
        """What a player receives of the prize money, line by line (after the last game)."""
        pz = self.data["prizes"]
        if not pz:
            return []
        no, lines, total = p["start_no"], [], 0
        for w in pz["winners"]:
            if w["start_no"] == no and w["amount"]:
                lines.append(_("Prize for place {place}: {amount}").format(
                    place=w["place"], amount=self.money(w["amount"])))
                total += cents_of(w["amount"])
        for r in pz["refunds"]:
            if r["start_no"] == no and r["amount"]:
                lines.append(_("Half of the entry fee back, as a winner of the last game: "
                               "{amount}").format(amount=self.money(r["amount"])))
                total += cents_of(r["amount"])
        lo = pz["left_over"]
        if lo["start_no"] == no and lo["amount"]:
            lines.append(_("The left-over: {amount}").format(amount=self.money(lo["amount"])))
            total += cents_of(lo["amount"])
        if len(lines) > 1:  # summed in cents, not in JSON's numbers
            lines.append(_("In all: {amount}").format(
                amount=formats.money(total, self.data["event"]["currency"])))
        return lines

    def groups(self) -> list[dict]:
        """The A-Z list in groups by first letter (the collation's), for the letter index."""
        out: list[dict] = []
        seen: dict = {}
        for p in self.by_name:
            key, heading = collation.index_letter(p["name"], self.order)
            if key not in seen:
                seen[key] = {"anchor": f"letter-{len(out) + 1}", "heading": heading,
                             "players": []}
                out.append(seen[key])
            seen[key]["players"].append(p)
        return out

    # -- the pages --------------------------------------------------------------------------
    def page(self, name: str, quiet: bool = False) -> bytes | None:
        """One page of the site by its file name (None: no such page)."""
        if name == "index.html":
            return self.render("index.html", name, quiet, title=_("Find your table"))
        if name == "players.html":
            return self.render("players.html", name, quiet, title=_("All players"),
                               groups=self.groups(), players_by_name=self.by_name)
        if name == "standings.html":
            return self.render("standings.html", name, quiet, title=_("Standings"))
        if name == "tables.html":
            cur = self.data["current_game"]
            title = (_("Tables of game {game}").format(game=cur["game"]) if cur
                     else _("Tables"))
            return self.render("tables.html", name, quiet, title=title)
        if name == "prizes.html":
            return self.render("prizes.html", name, quiet, title=_("Prize winners"))
        if name.startswith("player-") and name.endswith(".html"):
            number = name[len("player-"):-len(".html")]
            p = self.by_no.get(int(number)) if number.isdecimal() and number.isascii() \
                else None
            if p is None or name != player_page(p["start_no"]):
                return None
            return self.render("player.html", name, quiet, title=p["name"], p=p,
                               now=self.seat_now(p), received=self.received(p))
        return None

    def find(self, query: str) -> list[dict]:
        """The player whose start number the query is (first), then those whose name holds
        every word of it as a plain keyboard types it ("lukasz zolc" finds "Łukasz Żółć",
        "mueller" finds "Müller", "+44" finds "+44 Fan" and start number 44), in A-Z order:
        as the window's filter finds them."""
        words = collation.search_words(query)
        first = []
        if len(words) == 1 and words[0].isdigit():
            p = self.by_no.get(int(words[0]))
            first = [p] if p else []
        return first + [p for p in self.by_name if p not in first
                        and collation.matches(words, self.folded[p["start_no"]])]

    def jump(self, query: str, matches: list[dict]) -> dict | None:
        """The player a search goes straight to: the only match, or the start number typed
        as a number alone ("12", "#12"; "+44" is a name's text and lists its matches)."""
        if len(matches) == 1:
            return matches[0]
        typed = unicodedata.normalize("NFKC", query).strip().lstrip("#").strip()
        if matches and typed.isdecimal() and typed.isascii() \
                and matches[0]["start_no"] == int(typed):
            return matches[0]
        return None

    def found(self, query: str, matches: list[dict], quiet: bool = False) -> bytes:
        return self.render("found.html", "find", quiet, title=_("Find your table"),
                           query=query, matches=matches[:SEARCH_LIMIT], total=len(matches),
                           asked=bool(collation.search_words(query)))

    def error(self, status: int, quiet: bool = False, root: str = "/") -> bytes:
        """The server's page for a refusal, styled and in the site's language (`root` ""
        for the published site's own 404.html, which web hosts show for a missing page)."""
        title, message = {
            404: (_("No such page"), _("There is no such page here: the address may be "
                                       "mistyped, or the page is gone.")),
            405: (_("These pages can only be read"),
                  _("Nothing can be sent to this server: it only shows the event.")),
            413: (_("Too much was sent"),
                  _("What was sent is over 64 KB: a table's result is far smaller. Go back "
                    "and send the result again.")),
            503: (_("Starting"), _("The pages are being prepared: try again in a moment.")),
        }.get(status, (_("Something went wrong"),
                       _("The page could not be made: try again in a moment.")))
        return self.render("error.html", "error", quiet, root=root, title=title,
                           message=message)

    def search_index(self) -> bytes:
        """The published site's search index, as a script (it works from files too)."""
        heads = self.now_heads()
        index = {
            "limit": SEARCH_LIMIT,
            "heads": [_("Name"), _("No."), *heads],
            "players": [[p["start_no"], p["name"], self.folded[p["start_no"]],
                         *self.now_cells(p)] for p in self.by_name],
            "fold": collation.fold_table((p["name"] for p in self.by_name),
                                         extra=LATIN_AND_NEIGHBOURS),
            "texts": {
                "none": _("No player matches {query}: try part of the name or your start "
                          "number."),
                "found_one": ngettext("{n} player found", "{n} players found", 1),
                "found_many": ngettext("{n} player found", "{n} players found", 2),
                "more": _("Showing the first {shown} of {total}: type more of the name to "
                          "find yours."),
            },
        }
        text = json.dumps(index, ensure_ascii=True, separators=(",", ":"))
        return f"window.TD_SEARCH = {text};\n".encode("ascii")

    # -- all of them --------------------------------------------------------------------------
    def names(self) -> list[str]:
        """Every file of the site, index.html first."""
        names = static_pages() + [player_page(p["start_no"]) for p in self.data["players"]]
        names += ["style.css", "data.json"]
        return names + ([] if self.live else ["search.js", "search-index.js", "404.html"])

    def file(self, name: str, quiet: bool = False) -> Resource | None:
        """One file of the site (None: no such file); `quiet`: a page without its reload."""
        if name == "404.html" and not self.live and not quiet:  # the published site's own
            return resource(self.error(404, root=""))
        if name.endswith(".html"):
            body = self.page(name, quiet)
            return None if body is None else resource(body)
        if quiet:
            return None
        if name == "style.css":
            return resource(static_file("style.css"), "text/css; charset=utf-8")
        if name == "data.json":
            return resource(json.dumps(self.data, ensure_ascii=False, indent=1).encode("utf-8"),
                            "application/json; charset=utf-8")
        if not self.live and name == "search.js":
            return resource(static_file("search.js"), "text/javascript; charset=utf-8")
        if not self.live and name == "search-index.js":
            return resource(self.search_index(), "text/javascript; charset=utf-8")
        return None

    def site(self) -> dict[str, Resource]:
        """Every file of the site by name (the served site's pages reload themselves)."""
        return {name: self.file(name) for name in self.names()}


# letters a query may hold although no name has them (Latin-1, Latin Extended-A, Greek,
# Cyrillic): the static search folds them as the server would
LATIN_AND_NEIGHBOURS = "".join(chr(c) for c in (*range(0xC0, 0x250), *range(0x386, 0x3CF),
                                                *range(0x400, 0x460)))
