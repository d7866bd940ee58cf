"""The day's exceptions in print: adjustments in the standings and the prize distribution,
the list of who is not here yet, and the seating printed again for the changed tables."""

from pypdf import PdfReader

from tournament_director.service import adjustments, overrides, registration, results, seating
from tournament_director.service.event import Event
from tournament_director.service.reports import write


def text_of(path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


def finished(tmp_path, players=8):
    ev = Event.create(tmp_path / "cup.tdevent", name="Cup", games=1, fee=10, seed=6,
                      table_points="none", tiebreaks="none")
    registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, players + 1)])
    seating.seat_next_game(ev)
    for t in ev.game(1).tables:
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
    return ev


def test_the_standings_and_the_payout_print_the_adjustments(tmp_path):
    with finished(tmp_path) as ev:
        adjustments.adjust(ev, 2, "-1.0", "Late back from lunch", game_no=1)
        adjustments.adjust(ev, 3, "0.5", "Ben & Jerry's <b>fair play</b>")
        write("standings", ev, tmp_path / "standings.pdf")
        write("payout", ev, tmp_path / "payout.pdf")
    standings = text_of(tmp_path / "standings.pdf")
    assert "-1.0 Late back from lunch (game 1)" in standings
    assert "+0.5 Ben & Jerry's <b>fair play</b>" in standings
    assert "Points include the penalties and awards" in standings
    payout = text_of(tmp_path / "payout.pdf")
    assert "Adjustments counted in the final standings" in payout
    assert "-1.0 Late back from lunch (game 1)" in payout


def test_the_not_here_list_and_the_changed_tables(tmp_path):
    ev = Event.create(tmp_path / "door.tdevent", name="Door", games=2, fee=10, seed=6)
    with ev:
        registration.register_many(ev, [{"name": n} for n in
                                        ("Anna", "王小明", "<i>Ivy</i> League", "Bram", "Chloé",
                                         "Dawid", "Eva", "Finn", "Greta", "Hugo")])
        registration.checkin(ev, range(1, 10))
        write("not-here", ev, tmp_path / "not here.pdf")
        seating.seat_next_game(ev)
        gone = ev.table(1, 2).players[0]
        overrides.drop_now(ev, gone)
        changed = overrides.changed_tables(ev, 1)
        assert changed == [2]
        write("seating", ev, tmp_path / "seating.pdf", 1, tables=changed)
        write("sheets", ev, tmp_path / "sheets.pdf", 1, tables=changed)
    door = text_of(tmp_path / "not here.pdf")
    assert "Not here yet" in door and "1 of 10 players not checked in yet" in door
    assert "Hugo" in door and "Anna" not in door
    again = text_of(tmp_path / "seating.pdf")
    assert "Printed again for the tables changed since the seating: 2." in again
    assert "4 players" in again
    assert len(PdfReader(tmp_path / "sheets.pdf").pages) == 1
