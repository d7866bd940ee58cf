"""Plain data for the reports, in the exact shape the service layer hands them over.

`reports_data` builds a whole event (players with the spec's hard names, a seating, standings
and a Thomassen/Bruins payout) without the service, so the reports are tested on their own.
"""

from __future__ import annotations

import random
import re
import unicodedata
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament_director.reports import fonts

SEED_ITEMS = [
    {"key": "cities", "label": "Populated cities (the Condominium included)", "kind": "count",
     "per_unit": 1, "yes": 0, "no": 0},
    {"key": "preserve_stones", "label": "Land stones of the Nature Preserve", "kind": "count",
     "per_unit": 1, "yes": 0, "no": 0},
    {"key": "limbo_groups", "label": "Groups of Colonists waiting in Limbo", "kind": "count",
     "per_unit": -3, "yes": 0, "no": 0},
    {"key": "spaceport", "label": "Spaceport constructed", "kind": "yesno", "per_unit": 0,
     "yes": 5, "no": -5},
]

FILLER = [
    "Anna de Vries", "Pieter Bakker", "Sophie Jansen", "Lucas Visser", "Emma Smit",
    "Daan Meijer", "Julia de Boer", "Thijs Mulder", "Lotte de Groot", "Bram Bos",
    "Fleur Vos", "Sem Peters", "Noor Hendriks", "Finn van Leeuwen", "Tess Dekker",
    "Ruben Brouwer", "Sara de Wit", "Jesse Dijkstra", "Lieke Smits", "Milan de Graaf",
    "Eva van der Meer", "Luuk van der Linden", "Isa Kok", "Gijs Jacobs", "Roos de Haan",
    "Stijn Vermeulen", "Femke van den Heuvel", "Koen van der Veen", "Iris van den Berg",
    "Joris van Dijk", "Hanna Bakker", "Teun Janssen", "Maud Schouten", "Olivier Willems",
]

CLUBS = ["", "Spelclub De Dobbelsteen", "Ben & Jerry's <b>Board</b> Gamers",
         "Клуб «Игрок»", "Ελληνικός Σύλλογος", "\"Quoted\" Club & Co.", ""]

CURRENCY = "EUR"


def printable(text: str) -> str:
    """What the report prints for `text` when no fallback font is found: NFC, outer spaces
    stripped, characters DejaVu Sans lacks as U+FFFD (worked out here independently)."""
    cmap = fonts.char_map(fonts.FONT)
    out = []
    for ch in unicodedata.normalize("NFC", text).strip():
        if unicodedata.category(ch) == "Cf" or 0xFE00 <= ord(ch) <= 0xFE0F:
            continue
        out.append(ch if ch == " " or ord(ch) in cmap else "\ufffd")
    return "".join(out)


def norm(text: str) -> str:
    """Text compared across PDF extraction: NFC, every run of white space one space."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()


def pdf_text(path) -> str:
    from pypdf import PdfReader
    return norm("\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages))


def pdf_pages(path) -> list:
    from pypdf import PdfReader
    return list(PdfReader(str(path)).pages)


def fmt(tenths: int) -> str:
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


def make_players(n: int, hard: list[str]) -> list[dict]:
    names = list(hard) + [f for f in FILLER if f not in hard]
    while len(names) < n:
        names.append(f"Player {len(names) + 1}")
    return [{"start_no": i + 1, "name": names[i], "club": CLUBS[i % len(CLUBS)]}
            for i in range(n)]


def make_event(**over) -> dict:
    event = {"name": "Terra Nova Open <2026> & Friends", "date": "2026-11-29", "games": 5,
             "fee": 100, "currency": CURRENCY, "mode": "competition",
             "game_label": "Terra Nova (2006)", "paper": "A4",
             "table_point_items": list(SEED_ITEMS), "result_fields": []}
    event.update(over)
    return event


def table_sizes(n: int) -> list[int]:
    """Tables of 3..6 for n players, smallest first (for the samples only, not the rules)."""
    known = {39: [3, 3, 4, 4, 4, 5, 5, 5, 6], 20: [5, 5, 5, 5]}
    if n in known:
        return known[n]
    count = -(-n // 6)
    base, extra = divmod(n, count)
    return sorted([base + 1] * extra + [base] * (count - extra))


def make_seating(players: list[dict], game: int, seed: int = 1) -> dict:
    rng = random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    tables, at = [], 0
    for number, size in enumerate(table_sizes(len(order)), 1):
        group = order[at:at + size]
        at += size
        tables.append({"table": number, "players": [
            {"start_no": p["start_no"], "name": p["name"], "club": p["club"], "seat": s + 1}
            for s, p in enumerate(group)]})
    return {"game": game, "tables": tables}


def make_standings(players: list[dict], games: int, final: bool = False,
                   seed: int = 2) -> dict:
    rng = random.Random(seed)
    totals = {p["start_no"]: 0 for p in players}
    history = {p["start_no"]: [] for p in players}
    for g in range(1, games + 1):
        seating = make_seating(players, g, seed=seed * 100 + g)
        for t in seating["tables"]:
            n = len(t["players"])
            places = list(range(1, n + 1))
            rng.shuffle(places)
            tp = rng.choice([-8, -3, 2, 7, 11])
            eq = {3: 10, 4: 5}.get(n, 0)
            for p, place in zip(t["players"], places):
                entry = {"game": g, "table": t["table"], "place": place,
                         "placement": (n + 1 - place) * 10, "table_points": tp,
                         "equalization": eq, "points": (n + 1 - place) * 10 + tp + eq}
                if g == games and t["table"] == 2 and not final:
                    entry.update(place=None, placement=None, table_points=None,
                                 equalization=None, points=None)
                history[p["start_no"]].append(entry)
                totals[p["start_no"]] += entry["points"] or 0
    # make a tie near the top so "level" shows
    ids = sorted(totals, key=lambda k: -totals[k])
    totals[ids[2]] = totals[ids[1]]
    ranked = sorted(players, key=lambda p: (-totals[p["start_no"]], p["start_no"]))
    rows, prev, rank = [], None, 0
    for i, p in enumerate(ranked, 1):
        if totals[p["start_no"]] != prev:
            rank, prev = i, totals[p["start_no"]]
        rows.append({"rank": rank, "start_no": p["start_no"], "name": p["name"],
                     "club": p["club"], "points": totals[p["start_no"]], "level": False,
                     "status": "dropped" if p["start_no"] == 5 else "active",
                     "games": history[p["start_no"]]})
    counts = {}
    for r in rows:
        counts[r["rank"]] = counts.get(r["rank"], 0) + 1
    for r in rows:
        r["level"] = counts[r["rank"]] > 1
    return {"after_game": games, "final": final, "rows": rows}


SCHEME = [(23, 5, 516), (18, 4, 533), (13, 3, 571), (8, 2, 666), (0, 1, 1000)]


def make_payout(players: list[dict], ranked: list[dict], last_game_winners: list[int],
                fee: int = 100, shared: tuple[int, int] | None = None) -> dict:
    """Thomassen/Bruins for test data, in whole units of `fee`, handed over in cents as the
    service does: `ranked` best first; `shared` = (a, b): the players at places a..b
    (1-based) are level and share."""
    fees = [{"start_no": p["start_no"], "name": p["name"], "paid": fee} for p in players]
    pot = sum(f["paid"] for f in fees)
    by_no = {p["start_no"]: p for p in players}
    refunds = [{"start_no": n, "name": by_no[n]["name"], "fee": fee, "amount": fee // 2}
               for n in last_game_winners]
    rest = pot - sum(r["amount"] for r in refunds)
    participants = len(players)
    count, permille = next((c, pm) for lo, c, pm in SCHEME if participants >= lo)
    shares = [rest * permille // 1000]
    while len(shares) < count:
        shares.append(shares[-1] // 2)
    winners = []
    place = 1
    while place <= count:
        if shared and place == shared[0]:
            span = list(range(shared[0], shared[1] + 1))
            covered = [shares[i - 1] for i in span if i <= count]
            each = sum(covered) // len(span)
            inner = "+".join(str(s) for s in covered)
            for i in span:
                p = ranked[i - 1]
                winners.append({"place": shared[0], "places": span, "start_no": p["start_no"],
                                "name": p["name"], "amount": each,
                                "basis": f"shared: ({inner})/{len(span)}"})
            place = shared[1] + 1
            continue
        p = ranked[place - 1]
        basis = (f"{permille // 10}.{permille % 10}% of {rest}" if place == 1
                 else f"half of {shares[place - 2]}")
        winners.append({"place": place, "places": [place], "start_no": p["start_no"],
                        "name": p["name"], "amount": shares[place - 1], "basis": basis})
        place += 1
    paid = sum(w["amount"] for w in winners)
    second_last = ranked[-2]
    left = {"start_no": second_last["start_no"], "name": second_last["name"],
            "place": len(ranked) - 1, "amount": rest - paid}
    c = 100  # worked in whole units as the seed writes it; the reports print cents
    return {"participants": participants, "pot": pot * c,
            "fees": [dict(f, paid=f["paid"] * c) for f in fees],
            "refunds": [dict(r, fee=r["fee"] * c, amount=r["amount"] * c) for r in refunds],
            "rest": rest * c, "winners_count": count,
            "first_share": f"{permille // 10}.{permille % 10}%",
            "shares": [x * c for x in shares],
            "winners": [dict(w, amount=w["amount"] * c) for w in winners],
            "left_over": dict(left, amount=left["amount"] * c),
            "total_paid": (sum(r["amount"] for r in refunds) + paid + left["amount"]) * c}


@pytest.fixture(autouse=True)
def no_fallback_font(monkeypatch):
    """Reports print the same on every computer in tests: no system fallback font."""
    monkeypatch.setattr(fonts, "fallback_fonts", lambda: [])


@pytest.fixture
def reports_data():
    return SimpleNamespace(
        make_players=make_players, make_event=make_event, make_seating=make_seating,
        make_standings=make_standings, make_payout=make_payout, pdf_text=pdf_text,
        pdf_pages=pdf_pages, norm=norm, printable=printable, fmt=fmt, items=SEED_ITEMS,
        Path=Path)
