"""The prize distribution: the pot, refunds, prizes, shared prizes, left-over, total, signatures."""

import json
import re
from pathlib import Path

import pytest

from tournament_director.reports import payout_pdf


def m(cents: int) -> str:
    """Money (cents) as printed in English: thousands separated by a comma, cents only where
    there are some."""
    units, rest = divmod(cents, 100)
    return f"{units:,}" + (f".{rest:02d}" if rest else "")


GOLDEN = Path(__file__).resolve().parent.parent / "rules" / "golden.json"


@pytest.fixture
def golden_20():
    return json.loads(GOLDEN.read_text(encoding="utf-8"))["payout_20_players"]


@pytest.fixture
def seed_example(reports_data, hard_names, golden_20):
    """The seed's example: 20 players, fee 100, 4 tables in the last game."""
    players = reports_data.make_players(golden_20["participants"], hard_names)
    ranked = list(reversed(players))  # any order will do; hard names at the bottom too
    winners_of_last_game = [p["start_no"] for p in players[:golden_20["last_game_tables"]]]
    payout = reports_data.make_payout(players, ranked, winners_of_last_game,
                                      fee=golden_20["fee"])
    return players, ranked, payout


def test_seed_example_prints_its_golden_figures(tmp_path, reports_data, seed_example,
                                                golden_20):
    _players, ranked, payout = seed_example
    # the sample payout is the seed's (the report must print what the service computes)
    c = 100  # the golden figures are whole euros; the data cents
    assert payout["pot"] == golden_20["pot"] * c and payout["rest"] == golden_20["rest"] * c
    assert payout["shares"] == [s * c for s in golden_20["shares"]]
    assert payout["left_over"]["amount"] == golden_20["left_over"] * c
    out = tmp_path / "payout.pdf"
    payout_pdf(out, reports_data.make_event(), payout)
    text = reports_data.pdf_text(out)
    assert "The pot: entry fees of 20 players 2,000" in text
    assert "The pot 20 2,000" in text  # the annex of the fees
    assert "Refunds 200" in text
    assert "pot 2,000 − refunds 200 = 1,800 EUR" in text
    assert "1st place gets 53.3% of the rest" in text
    assert "Shares by place: 1st 959, 2nd 479, 3rd 239, 4th 119." in text
    for place, amount in zip(["1st", "2nd", "3rd", "4th"], golden_20["shares"]):
        winner = ranked[int(place[0]) - 1]
        name = reports_data.norm(reports_data.printable(winner["name"]))
        assert re.search(rf"{place} {winner['start_no']} {re.escape(name)} .*? {amount}\b",
                         text), (place, amount)
    nineteenth = ranked[golden_20["left_over_to_place"] - 1]
    name = reports_data.norm(reports_data.printable(nineteenth["name"]))
    assert (f"Rest 1,800 − prizes 1,796 = 4 EUR, which goes to the player in second-to-last "
            f"place of the final standings (19th): no. {nineteenth['start_no']} {name}") in text
    assert "Total paid (equal to the pot) 2,000 EUR" in text
    assert "Tournament director" in text and "Witness" in text and "Signature:" in text


def test_every_name_and_amount_of_the_payout_is_printed(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    ranked = players[3:] + players[:3]
    payout = reports_data.make_payout(players, ranked, [2, 8, 11, 17, 30, 33, 36, 38, 39],
                                      shared=(2, 3))
    out = tmp_path / "payout.pdf"
    warnings = payout_pdf(out, reports_data.make_event(), payout)
    assert [w for w in warnings if "王小明" not in w and "Zoë" not in w] == []
    # a name wrapped after a hyphen reads "Hohenzollern- Sigmaringen" in the extracted text
    text = reports_data.pdf_text(out).replace("- ", "-")
    printed = lambda p: reports_data.norm(reports_data.printable(p["name"]))  # noqa: E731
    for fee in payout["fees"]:
        assert f"{fee['start_no']} {printed(fee)} {m(fee['paid'])}" in text
    for refund in payout["refunds"]:
        assert f"{refund['start_no']} {printed(refund)} {m(refund['fee'])} {m(refund['amount'])}" \
            in text
    for w in payout["winners"]:
        assert f"{w['start_no']} {printed(w)} {w['basis']} {m(w['amount'])}" in text
    shared = [w for w in payout["winners"] if len(w["places"]) > 1]
    assert len(shared) == 2 and text.count("2nd–3rd (shared)") == 2
    assert shared[0]["basis"].startswith("shared: (")
    left = payout["left_over"]
    assert f"= {m(left['amount'])} EUR" in text and printed(left) in text
    assert f"Total paid (equal to the pot) {m(payout['total_paid'])} EUR" in text
    assert payout["total_paid"] == payout["pot"]
    # the annex adds up what each person receives
    assert f"Total {m(payout['total_paid'])}" in text


def test_a_total_that_is_not_the_pot_is_shouted_and_warned(tmp_path, reports_data, seed_example):
    _players, _ranked, payout = seed_example
    payout = dict(payout, total_paid=payout["pot"] - 1)
    out = tmp_path / "payout.pdf"
    warnings = payout_pdf(out, reports_data.make_event(), payout)
    assert any("does not equal the pot" in w for w in warnings)
    assert "NOT EQUAL TO THE POT OF 2,000" in reports_data.pdf_text(out)


def test_every_page_asks_for_initials(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    payout = reports_data.make_payout(players, players, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    out = tmp_path / "payout.pdf"
    payout_pdf(out, reports_data.make_event(currency="USD", paper="Letter"), payout)
    pages = reports_data.pdf_pages(out)
    for page in pages:
        assert "Initials: director" in page.extract_text()
    text = reports_data.pdf_text(out)
    assert "all amounts in USD" in text and "USD" in text


ARABIC = "عبد الرحمن بن محمد بن عبد الله الهاشمي"  # a long right-to-left name


def _runs_with_sizes(path) -> list[tuple[str, float]]:
    """(text, font size) of every text run the PDF draws."""
    from pypdf import PdfReader
    out = []
    for page in PdfReader(str(path)).pages:
        page.extract_text(visitor_text=lambda text, cm, tm, font, size:
                          out.append((text.strip(), size * abs(tm[0]) if tm[0] else size)))
    return [(t, s) for t, s in out if t]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_names_on_the_payout_wrap_at_full_size_and_never_go_below_8pt(
        tmp_path, reports_data, hard_names, language, lang):
    """The longest names of hard-names.txt (and a long Arabic one) as payees and in the fee
    list: each drawn at 8 pt or more, the recipients' table at its full 10 pt (wrapped onto
    more lines instead of shrunk) (issue 35)."""
    language(lang)
    longest = sorted(hard_names, key=len, reverse=True)[:3] + [ARABIC]
    players = reports_data.make_players(24, longest + hard_names)
    payout = reports_data.make_payout(players, players, [p["start_no"] for p in players[:4]])
    out = tmp_path / "payout.pdf"
    payout_pdf(out, reports_data.make_event(), payout)
    runs = _runs_with_sizes(out)
    words = {w for name in longest for w in name.split() if len(w) > 3}
    sizes = [(t, s) for t, s in runs if any(w in t or t in w for w in words) and len(t) > 3]
    assert sizes and all(s >= 8 for _t, s in sizes), [x for x in sizes if x[1] < 8]
    # the recipients' table (and every annex but the fee list): 10 pt, the cell's own size
    longest_word = max((w for w in longest[0].split()), key=len)
    drawn = {s for t, s in runs if longest_word[:12] in t}
    assert 10 in drawn and min(drawn) >= 8


@pytest.mark.parametrize("lang, pot, fee", [("en", "52.50", "7.50"), ("de", "52,50", "7,50"),
                                            ("nl", "52,50", "7,50")])
def test_a_fee_to_the_cent_prints_as_the_language_writes_it(tmp_path, reports_data, language,
                                                             lang, pot, fee):
    """Issue 35: 7 players paid 7.50: the pot 52.50 to the cent, each fee 7,50 in German and
    Dutch, the refund and the prize whole, the left-over with the cents; it adds up."""
    from tournament_director.service import registration, results, seating, views
    from tournament_director.service.event import Event
    language(lang)
    with Event.create(tmp_path / "e.tdevent", name="Cup", games=1, fee="7,50", seed=3,
                      table_points="none") as ev:
        registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 8)])
        seating.seat_next_game(ev)
        for t in ev.game(1).tables:
            results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
        data = views.report_payout(ev)
        out = tmp_path / "payout.pdf"
        assert payout_pdf(out, views.report_event(ev), data) == []
    assert data["pot"] == 5250 and data["total_paid"] == 5250
    assert all(r["amount"] % 100 == 0 for r in data["refunds"])
    assert all(w["amount"] % 100 == 0 for w in data["winners"])
    assert data["left_over"]["amount"] % 100 == 50
    text = reports_data.pdf_text(out)
    assert f"{pot}\u00a0EUR" in text or f"{pot} EUR" in text
    assert text.count(fee) >= 7  # each fee of the annex
