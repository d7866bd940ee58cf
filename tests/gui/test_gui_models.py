"""The players and standings table models: Qt's model tester, incremental updates, 1,000 rows."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from tournament_director.gui.players import CsvImportDialog, PlayersFilter, PlayersModel
from tournament_director.gui.session import Session
from tournament_director.gui.standings import StandingsModel
from tournament_director.service import registration
from tournament_director.service.demo import make_demo

pytestmark = pytest.mark.gui


@pytest.fixture
def demo(tmp_path):
    event = make_demo(tmp_path / "demo.tdevent", players=39, games=4, play=2, partial_tables=3)
    yield Session(event)
    event.close()


def test_players_model_tester(qtmodeltester, demo):
    model = PlayersModel()
    model.set_session(demo)
    model.set_points({r.player.start_no: r.points for r in demo.event.standings()})
    qtmodeltester.check(model, force_py=True)
    proxy = PlayersFilter()
    proxy.setSourceModel(model)
    proxy.set_text("a")
    qtmodeltester.check(proxy, force_py=True)


def test_standings_model_tester(qtmodeltester, demo):
    model = StandingsModel()
    model.set_rows(demo.event.standings(), demo.event.games_seated())
    qtmodeltester.check(model, force_py=True)


def test_a_standings_row_with_a_penalty_adds_up(demo):
    """Issue 35: the games' columns and the note's penalty (with its reason and game) add up
    to the total; the total's tip says the sum."""
    from tournament_director.service import adjustments
    from tournament_director.service.model import as_ranked
    start_no = as_ranked(demo.event.standings())[0].player.start_no
    demo.act(adjustments.adjust, start_no, "-1.5", "Late back from lunch", game_no=2)
    model = StandingsModel()
    rows = demo.event.standings()
    model.set_rows(rows, demo.event.games_seated())
    r = model.row_of(start_no)
    row = rows[r]
    note = model.data(model.index(r, model.columnCount() - 1))
    assert "penalty -1.5: Late back from lunch (game 2)" in note
    games = [model.data(model.index(r, 5 + g)) for g in range(demo.event.games_seated())]
    shown = sum(round(float(g) * 10) for g in games if g and g[0].isdigit())
    assert shown - 15 == row.points
    assert model.data(model.index(r, 4)) == f"{row.points / 10:.1f}"
    tip = model.data(model.index(r, 4), Qt.ItemDataRole.ToolTipRole)
    assert tip == (f"Games {shown / 10:.1f}; penalty -1.5: Late back from lunch (game 2); "
                   f"total {row.points / 10:.1f}")


def test_players_model_updates_rows_not_everything(qtbot, demo):
    model = PlayersModel()
    model.set_session(demo)
    with qtbot.assertNotEmitted(model.modelReset):
        with qtbot.waitSignal(model.rowsInserted):
            # through the door: the kept rows are dropped
            demo.act(registration.add_player, "Late Comer")
            model.sync()
        with qtbot.waitSignal(model.dataChanged) as changed:
            demo.act(registration.drop, 5)
            model.sync()
        assert changed.args[0].row() == changed.args[1].row() == 4
    assert model.rowCount() == 40
    assert model.data(model.index(4, 4)) == "dropped after game 3"


def test_players_model_inline_edit_goes_through_the_service(qtbot, demo):
    model = PlayersModel()
    model.set_session(demo)
    messages = []
    model.message.connect(lambda text, error: messages.append((text, error)))
    taken = demo.event.player(2).name
    assert not model.setData(model.index(0, 1), taken)
    assert messages[-1][1] and "already registered" in messages[-1][0]
    assert model.setData(model.index(0, 2), "Chess Club")
    assert demo.event.player(1).club == "Chess Club"
    assert not model.setData(model.index(0, 3), "ten")
    assert model.setData(model.index(0, 3), "15")
    assert demo.event.player(1).paid == 1500  # cents
    assert model.setData(model.index(0, 3), "7,50")  # to the cent, as typed (issue 35)
    assert demo.event.player(1).paid == 750
    model.sync()
    assert model.data(model.index(0, 3)) == "7.50"


def test_standings_model_keeps_selection_when_order_changes(qtbot, demo):
    model = StandingsModel()
    rows = demo.event.standings()
    model.set_rows(rows, 3)
    from PySide6.QtCore import QPersistentModelIndex
    keep = QPersistentModelIndex(model.index(0, 2))
    with qtbot.assertNotEmitted(model.modelReset):
        model.set_rows(list(reversed(rows)), 3)
    assert keep.row() == len(rows) - 1
    assert model.data(model.index(keep.row(), 2)) == rows[0].player.name


def test_thousand_players_stay_smooth(qtbot, tmp_path, window):
    path = tmp_path / "big.tdevent"
    make_demo(path, players=1000, games=5, play=2, partial_tables=100).close()
    # the window's own thread's time: not what other tests beside it take of the machine
    started = time.thread_time()
    assert window.open_event(path)
    opened = time.thread_time() - started
    page = window.players_page
    assert page.model.rowCount() == 1000
    started = time.thread_time()
    qtbot.keyClicks(page.name_edit, "Newcomer")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    added = time.thread_time() - started
    started = time.thread_time()
    qtbot.keyClicks(page.filter_edit, "jansen")
    filtered = time.thread_time() - started
    assert 0 < page.proxy.rowCount() < 1001
    window.show_page(2)
    started = time.thread_time()
    window.games_page.open_table(101, 3).close()
    window.show_page(1)
    games = time.thread_time() - started
    assert opened < 3 and added < 0.5 and filtered < 1 and games < 3, (opened, added, filtered,
                                                                        games)


def test_csv_preview_names_bad_rows(qtbot, demo, tmp_path):
    csv = tmp_path / "bad.csv"
    csv.write_text("name,club,paid\nGood One,,10\n,Club,\nBad Pay,,ten\nGood One,,\n",
                   encoding="utf-8")
    dialog = CsvImportDialog(demo, str(csv))
    qtbot.addWidget(dialog)
    errors = [dialog.error_list.item(i).text() for i in range(dialog.error_list.count())]
    assert errors[0].startswith("line 3:") and "name is empty" in errors[0]
    assert errors[1].startswith("line 4:") and "ten" in errors[1]
    assert errors[2].startswith("line 5:")
    # the good row can be imported now, the bad ones named (issue 35)
    assert dialog.import_button.isEnabled() and dialog.skip_bad
    assert dialog.import_button.text() == "Import the 1 player of the good rows"
    assert dialog.summary.text().startswith("3 bad rows are not imported")


def test_the_filter_boxes_fold_as_a_plain_keyboard_types(tmp_path):
    """"lukasz", "soren", "aevar", "thorunn" find their players in the Players and Standings
    pages' filters (the same folding as the phones' search); the name column sorts in the
    prints' order."""
    from tournament_director.collation import sort_by_name
    from tournament_director.gui import players as players_page
    from tournament_director.gui import standings as standings_page
    from tournament_director.service import seating
    from tournament_director.service.event import Event
    path = tmp_path / "names.tdevent"
    names = ["Łukasz Żółć", "Søren Holm", "Ævar Þór", "Þórunn Guðmundsdóttir", "Sven Berg",
             "Zoe Adams", "Anna Straße", "Jonas Müller", "+44 Fan"]
    with Event.create(path, name="Names", games=2, fee=0, seed=3) as ev:
        registration.register_many(ev, [{"name": n} for n in names])
        seating.seat_next_game(ev)
        players = PlayersModel()
        players.set_session(Session(ev))
        standings = StandingsModel()
        standings.set_rows(ev.standings(), ev.games_seated())
        for model, col in ((players, players_page.NAME), (standings, standings_page.NAME)):
            proxy = PlayersFilter()
            proxy.setSourceModel(model)
            for typed, wanted in (("lukasz", "Łukasz Żółć"), ("ZOLC", "Łukasz Żółć"),
                                  ("soren", "Søren Holm"), ("aevar", "Ævar Þór"),
                                  ("thorunn", "Þórunn Guðmundsdóttir"),
                                  ("strasse", "Anna Straße"),
                                  ("mueller", "Jonas Müller"), ("muller", "Jonas Müller"),
                                  ("+44", "+44 Fan")):
                proxy.set_text(typed)
                found = [proxy.index(r, col).data() for r in range(proxy.rowCount())]
                assert found == [wanted], (type(model).__name__, typed, found)
            proxy.set_text("")
            proxy.sort(col, Qt.SortOrder.AscendingOrder)
            shown = [proxy.index(r, col).data() for r in range(proxy.rowCount())]
            assert shown == sort_by_name(names), type(model).__name__
