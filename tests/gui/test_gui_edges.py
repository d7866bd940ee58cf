"""The window at the edges: fees to give back, the shared left-over place, tie-break values
beside level players, the columns an import ignores."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_director.gui.mainwindow import PRIZES_PAGE, STANDINGS_PAGE
from tournament_director.gui.players import CsvImportDialog
from tournament_director.service import prizes, registration, results, seating
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui

BAD = {"cities": 0, "preserve_stones": 0, "limbo_groups": 5, "spaceport": False}


@pytest.fixture
def finished(tmp_path, window):
    """6 played (places 1, 2, 2, 4, 5, 5: the last two share the second-to-last place, still
    level after their tie-breaks; 2nd changes no money with 6), one no-show who paid."""
    path = tmp_path / "edge.tdevent"
    ev = Event.create(path, name="Edge", games=1, fee=2000, seed=3)  # 20.00
    registration.register_many(ev, [{"name": n} for n in ("Ben & Jerry", "Jiří Čermák", "王小明",
                               "Zoë 🎲 Dice", "@handle", "+44 Fan")])
    no_show = registration.add_player(ev, "<i>Ivy</i> League").value.start_no
    registration.drop(ev, no_show)
    seating.seat_next_game(ev)
    registration.undrop(ev, no_show)
    t = ev.game(1).tables[0].players
    results.record(ev, 1, 1, places={t[0]: 1, t[1]: 2, t[2]: 2, t[3]: 4, t[4]: 5, t[5]: 5},
                   items=BAD)
    assert sorted(prizes.needs_tiebreak(ev)) == sorted(t[4:])  # the second-to-last place
    prizes.set_tiebreaks(ev, {t[4]: "cards_and_tokens=3,harbour_master=no",
                         t[5]: "cards_and_tokens=3,harbour_master=no"})  # still level
    ev.close()
    assert window.open_event(path)
    return window, t, no_show


def test_prizes_page_names_fees_to_give_back_and_the_level_left_over(finished):
    window, t, no_show = finished
    window.show_page(PRIZES_PAGE)
    page = window.prizes_page
    assert "give back 20" in page.labels["give_back"].text()
    model = page.give_back_table.model()
    assert [model.text(0, c) for c in range(3)] == [str(no_show), "<i>Ivy</i> League", "20"]
    low, high = sorted(t[4:])
    names = {p.start_no: p.name for p in window.session.event.players()}
    text = page.labels["left_over"].text()
    assert f"to #{low} " in text and f"level with #{high} {names[high]}" in text
    assert "lower start number" in text


def test_standings_show_tiebreak_values_beside_level_players(finished):
    window, t, _ = finished
    window.show_page(STANDINGS_PAGE)
    model = window.standings_page.model
    note_col = model.columnCount() - 1
    notes = {r.player.start_no: model.data(model.index(i, note_col))
             for i, r in enumerate(model.rows)}
    assert notes[t[4]] == "level, tie-break 3 / no"
    tip = model.data(model.index(model.row_of(t[4]), note_col), Qt.ItemDataRole.ToolTipRole)
    # (escaped and in <p>: Qt shows the text as typed, never as HTML)
    assert tip == "<p>Tie-break: Credit cards + Harbour Master tokens 3, Harbour Master no</p>"
    assert "tie-break" not in notes[t[0]] and "tie-break" not in notes[t[1]]


def test_import_preview_names_ignored_columns(tmp_path, window):
    path = tmp_path / "imp.tdevent"
    Event.create(path, name="Imp", games=1, fee=5).close()
    assert window.open_event(path)
    csv = tmp_path / "form.csv"
    csv.write_text("Timestamp,First name,Last name,E-mail\n2026-11-30,Gülşen,Öztürk,g@x\n",
                   encoding="utf-8")
    dialog = CsvImportDialog(window.session, str(csv), window)
    assert dialog.ignored_label.text() == "Columns not used (ignored): Timestamp, E-mail."
    assert dialog.table.item(0, 1).text() == "Gülşen Öztürk"
    assert dialog.import_button.isEnabled()
    dialog.close()


def test_ties_that_change_no_money_do_not_nag(tmp_path, window):
    path = tmp_path / "calm.tdevent"
    ev = Event.create(path, name="Calm", games=1, fee=20, seed=4)
    registration.register_many(ev,
                               [{"name": n} for n in ("Gülşen Öztürk", "Trần Thị Hương", "@handle",
                                             "Ben & Jerry", "+44 Fan", "=SUM(A1:A9)")])
    seating.seat_next_game(ev)
    t = ev.game(1).tables[0].players
    # 2nd and 3rd level: with 6 participants only 1st is paid; last two are not level.
    results.record(ev, 1, 1, places={t[0]: 1, t[1]: 2, t[2]: 2, t[3]: 4, t[4]: 5, t[5]: 6},
                   items=BAD)
    assert prizes.needs_tiebreak(ev) == []
    ev.close()
    assert window.open_event(path)
    assert window.next_button.text() == "Prize distribution"
    rows = window.standings_page.model.rows
    assert [r.rank for r in rows] == [1, 2, 2, 4, 5, 6]  # the level pair keeps a shared rank
