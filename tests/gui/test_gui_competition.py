"""A whole 23-player, 3-game competition driven through the window's widgets only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_director.gui.players import CsvImportDialog
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.gui.standings import FIXED
from tournament_director.i18n import ordinal
from tournament_director.rules.numbers import format_points
from tournament_director.rules.plans import describe_plan
from tournament_director.service import prizes, results

pytestmark = pytest.mark.gui

CSV_PLAYERS = [("Ada Lovelace", "Ludo Club", "10"), ("Alan Turing", "", ""),
               ("Grace Hopper", "Hex Guild", "10"), ("Edsger Dijkstra", "", "5"),
               ("Barbara Liskov", "Hex Guild", ""), ("Donald Knuth", "", "10"),
               ("Margaret Hamilton", "Ludo Club", ""), ("Ken Thompson", "", "")]


def typed_names(hard_names: list[str]) -> list[str]:
    """15 names to type: hard ones first (no emoji: typed key by key), then plain ones."""
    hard = [n for n in hard_names if n.isprintable() and all(ord(c) < 0x10000 for c in n)]
    plain = ["Anna Jansen", "Bram de Vries", "Chloé Bakker", "Dawid Nowak", "Eva Müller"]
    return (hard[:10] + plain)[:15]


def make_event(qtbot, window, tmp_path, monkeypatch):
    def fill(dialog: SettingsDialog):
        dialog.name_edit.clear()
        qtbot.keyClicks(dialog.name_edit, "Club Cup")
        dialog.path_edit.setText(str(tmp_path / "cup.tdevent"))
        dialog.games_spin.setValue(3)
        dialog.fee_spin.setValue(10)
        assert dialog.tp_combo.currentData() == "seed"
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", fill)
    qtbot.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
    assert window.session is not None
    s = window.session.event.settings
    assert (s.name, s.games, s.fee, s.mode, s.game) == ("Club Cup", 3, 1000, "competition",
                                                          "generic")


def register(qtbot, window, tmp_path, monkeypatch, hard_names, type_text):
    page = window.players_page
    names = typed_names(hard_names)
    for i, name in enumerate(names):
        if i == 3:  # one player pays later
            page.paid_check.setChecked(False)
        if i == 4:
            page.paid_check.setChecked(True)
        if i == 5:
            qtbot.keyClicks(page.club_edit, "Spielkreis Nord")
        type_text(page.name_edit, name)
        qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
        assert page.name_edit.text() == ""
    ev = window.session.event
    assert [p.name for p in ev.players()] == [n.strip() for n in names]
    assert ev.player(4).paid == 0 and ev.player(5).paid == 1000  # cents
    assert ev.player(6).club == "Spielkreis Nord"

    csv = tmp_path / "more.csv"
    csv.write_text("name,club,paid\n" + "".join(f"{n},{c},{p}\n" for n, c, p in CSV_PLAYERS),
                   encoding="utf-8")
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(csv), ""))
    shown = {}

    def accept(dialog: CsvImportDialog):
        shown["rows"] = dialog.table.rowCount()
        shown["enabled"] = dialog.import_button.isEnabled()
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(CsvImportDialog, "exec", accept)
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    assert shown == {"rows": 8, "enabled": True}
    assert len(ev.players()) == 23
    assert page.model.rowCount() == 23
    assert ev.player(19).paid == 500
    # player 4 pays at last: select, Mark paid
    page.view.selectRow(3)
    assert page.paid_button.isEnabled()
    qtbot.mouseClick(page.paid_button, Qt.MouseButton.LeftButton)
    assert ev.player(4).paid == 1000
    assert page.model.data(page.model.index(3, 3)) == "10"


def open_past_table(qtbot, window, game_no: int, table_no: int):
    """A past game's table opens only through its tab's "Correct a table" button."""
    from unittest import mock

    from PySide6.QtWidgets import QInputDialog
    page = window.games_page
    page.select_game(game_no)
    window.show_page(1)
    assert not page.correct_button.isHidden()
    with mock.patch.object(QInputDialog, "getInt", return_value=(table_no, True)):
        page.correct_button.click()
    return page.form


def enter_table(qtbot, window, table_no: int, places: list[int], items: list[str],
                game_no: int | None = None):
    """Type a table's number, then its places and items down the column, then Enter."""
    page = window.games_page
    if game_no is not None and game_no < window.session.games_seated():
        open_past_table(qtbot, window, game_no, table_no)
    else:
        page.jump_edit.clear()
        qtbot.keyClicks(page.jump_edit, str(table_no))
        qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)
    form = page.form
    assert form is not None and form.table_no == table_no
    values = [str(p) for p in places] + items
    for i, value in enumerate(values):
        edit = form.focusWidget()
        assert edit in [e for row in form.edits for e in row] + form.item_edits
        edit.selectAll()
        qtbot.keyClicks(edit, value)
        qtbot.keyClick(edit, Qt.Key.Key_Tab if i < len(values) - 1 else Qt.Key.Key_Return)
    assert page.form is None, form.message.text()
    return form


def places_for(size: int, table_no: int) -> list[int]:
    """Seat order finishes in order; table 2 has a tie for second."""
    if table_no == 2 and size >= 3:
        return [1, 2, 2] + list(range(4, size + 1))
    return list(range(1, size + 1))


def items_for(table_no: int) -> list[str]:
    return [str(table_no % 4), "1", str(table_no % 2), "yes" if table_no % 2 else "no"]


def play_game(qtbot, window, game_no: int):
    ev = window.session.event
    # the header's next step leads to the plan, which says what will happen
    assert window.next_button.text() == f"Seat game {game_no}..."
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    page = window.games_page
    st = ev.status()
    assert page.plan_text.text() == f"{st.active_players} players: {describe_plan(st.next_plan)}"
    assert page.seat_button.isEnabled()
    qtbot.mouseClick(page.seat_button, Qt.MouseButton.LeftButton)
    game = ev.game(game_no)
    assert window.headline.text() == f"Game {game_no} of 3 - 0 of {len(game.tables)} tables in"
    assert sorted(page.cards) == [t.table for t in game.tables]
    for t in game.tables:
        card = page.cards[t.table]
        assert [name.text() for _, name, _ in card.rows] == [
            ev.player(p).name for p in t.players]
        assert "waiting" in card.state.text()
        enter_table(qtbot, window, t.table, places_for(t.size, t.table), items_for(t.table))
        stored = ev.table(game_no, t.table)
        assert [stored.places[p] for p in t.players] == places_for(t.size, t.table)
        assert "result in" in card.state.text()
        assert [place.text() for _, _, place in card.rows] == [
            ordinal(x) for x in places_for(t.size, t.table)]
    n = len(game.tables)
    assert window.headline.text() == f"Game {game_no} of 3 - {n} of {n} tables in" + (
        " - event complete" if game_no == 3 else "")


def test_whole_competition(qtbot, window, tmp_path, monkeypatch, hard_names, boxes,
                           type_text, type_cell):
    make_event(qtbot, window, tmp_path, monkeypatch)
    assert window.headline.text() == "Registration - 0 players, 3 games"
    register(qtbot, window, tmp_path, monkeypatch, hard_names, type_text)
    ev = window.session.event
    assert window.headline.text() == "Registration - 23 players, 3 games"

    play_game(qtbot, window, 1)
    play_game(qtbot, window, 2)

    # correct a result of game 1 while game 2 is seated: the form says so plainly
    t1 = ev.table(1, 2)
    before = dict(t1.places)
    form = None
    form = open_past_table(qtbot, window, 1, 2)
    assert form.windowTitle() == "Correct game 1, table 2 (already recorded)"
    assert "Game 2 is already seated" in form.note.text()
    assert "game 2 stays seated as it is" in form.note.text()
    window.games_page.form.close()
    new_places = list(reversed(range(1, t1.size + 1)))
    enter_table(qtbot, window, 2, new_places, items_for(2), game_no=1)
    after = ev.table(1, 2).places
    assert [after[p] for p in t1.players] == new_places and after != before
    assert "Game 2 stays seated as it was" in window.games_page.message_label.text()
    assert len(ev.game(2).tables) == 5  # game 2's seating is untouched

    # drop a player before game 3: filter, select, Drop
    window.show_page(0)
    page = window.players_page
    qtbot.keyClicks(page.filter_edit, "turing")
    assert page.proxy.rowCount() == 1
    page.view.selectRow(0)
    qtbot.mouseClick(page.drop_button, Qt.MouseButton.LeftButton)
    turing = next(p for p in ev.players() if p.name == "Alan Turing")
    assert not turing.active
    assert page.model.data(page.model.index(turing.start_no - 1, 4)) == "dropped after game 2"
    page.filter_edit.clear()

    # game 3: make two players level on points at the top, for the tie-breaks
    ev_game = None
    play_last_game(qtbot, window)
    ev_game = ev.game(3)
    assert sum(t.size for t in ev_game.tables) == 22

    # standings: every figure shown equals the service's
    window.show_page(2)
    check_standings(window)
    needed = prizes.needs_tiebreak(ev)
    assert needed, "the last game was entered so that two players are level"
    sp = window.standings_page
    model = sp.tie_model
    assert sorted(model.start_nos()) == sorted(needed)
    for i, start_no in enumerate(needed):
        row = model.row_of(start_no)
        type_cell(sp.tie_view, model.index(row, 3), str(i + 1))
        type_cell(sp.tie_view, model.index(row, 4), "no")
    qtbot.mouseClick(sp.tie_save, Qt.MouseButton.LeftButton)
    values = ev.tiebreak_values()
    assert {s: values[s]["cards_and_tokens"] for s in needed} == {
        s: i + 1 for i, s in enumerate(needed)}
    check_standings(window)
    assert window.next_button.text() == "Prize distribution"

    # prizes
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentIndex() == 3
    check_prizes(window)
    assert not boxes


def play_last_game(qtbot, window):
    ev = window.session.event
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.games_page.seat_button, Qt.MouseButton.LeftButton)
    game = ev.game(3)
    *first, last = game.tables
    for t in first:
        enter_table(qtbot, window, t.table, places_for(t.size, t.table), items_for(t.table))
    # the winner of the last table ends level with the best player elsewhere: table points
    # are chosen to make it so (0.1 a city, -0.3 a limbo group, spaceport yes +0.5)
    points = {r.player.start_no: r.points for r in ev.standings()}
    winner = last.players[0]
    others = [p for p in points if p not in last.players]
    target = max(points[p] for p in others)
    preview = results.preview(ev, 3, last.table,
                              places={p: i + 1 for i, p in enumerate(last.players)},
                         items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0,
                                "spaceport": True})
    gain = target - points[winner] - preview[0].total
    limbo = max(0, -(gain // 3))
    cities = gain + 3 * limbo
    assert cities >= 0
    enter_table(qtbot, window, last.table, list(range(1, last.size + 1)),
                [str(cities), "0", str(limbo), "yes"])
    final = {r.player.start_no: r.points for r in ev.standings(final=False)}
    assert final[winner] == target


def check_standings(window):
    ev = window.session.event
    sp = window.standings_page
    rows = ev.standings()
    model = sp.model
    assert model.rowCount() == len(rows)
    for r, row in enumerate(rows):
        shown = [model.data(model.index(r, c)) for c in range(model.columnCount())]
        assert shown[0] == (f"{row.rank}=" if row.level else str(row.rank))
        assert shown[1] == str(row.player.start_no)
        assert shown[2] == row.player.name
        assert shown[4] == format_points(row.points)
        for line in row.lines:
            assert shown[len(FIXED) + line.game_no - 1] == format_points(line.total)
    # the breakdown of one player explains the total
    top = rows[0]
    sp.select_player(top.player.start_no)
    assert sp.breakdown.rowCount() == len(top.lines)
    for r, line in enumerate(top.lines):
        cells = [sp.breakdown.item(r, c).text() for c in range(7)]
        assert cells[2] == ordinal(line.place)
        assert cells[3] == format_points(line.placement)
        assert cells[6] == format_points(line.total)
    assert f"= {format_points(top.points)}" in sp.explain.text()
    # the players page shows the same points
    pm = window.players_page.model
    pm_points = {pm.player_at(i).start_no: pm.data(pm.index(i, 5)) for i in range(pm.rowCount())}
    window.players_page.refresh()
    pm_points = {pm.player_at(i).start_no: pm.data(pm.index(i, 5)) for i in range(pm.rowCount())}
    for row in rows:
        assert pm_points[row.player.start_no] == format_points(row.points)


def check_prizes(window):
    ev = window.session.event
    pay = prizes.payout(ev)
    pp = window.prizes_page
    cur = ev.settings.currency
    u = 100  # cents a unit: these fees are whole, so every amount shows whole
    assert pp.labels["pot"].text() == f"Pot: {pay.pot // u}\u00a0{cur}"
    table = pp.prizes_table.model()
    assert table.rowCount() == len(pay.winners)
    for r, prize in enumerate(pay.winners):
        assert table.text(r, 1) == str(prize.player)
        assert table.text(r, 3) == str(prize.amount // u)
        assert table.text(r, 4) == prize.basis
    refunds = pp.refunds_table.model()
    assert [(refunds.text(r, 0), refunds.text(r, 3))
            for r in range(refunds.rowCount())] == [(str(s), str(a // u))
                                                    for s, a in pay.refunds]
    left_no, left_amount = pay.left_over
    assert f"{left_amount // u}\u00a0{cur}, to #{left_no} " in pp.labels["left_over"].text()
    assert f"= {pay.total_paid // u}\u00a0{cur}, equal to the pot" in pp.labels["total"].text()
