"""The result form refuses every kind of invalid entry with a message, and saves nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_director.service import registration, results, seating
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui

SEED_ITEMS = ["2", "1", "0", "yes"]


def seated_event(path, game="generic", players=8):
    event = Event.create(path, name="Form test", games=2, fee=10, game=game, seed=7)
    registration.register_many(event, [{"name": f"Player {i}"} for i in range(1, players + 1)])
    seating.seat_next_game(event)
    event.close()


def fill(qtbot, form, rows: list[list[str]], items: list[str]):
    for r, row in enumerate(rows):
        for f, text in enumerate(row):
            form.edits[r][f].setText(text)
    for i, text in enumerate(items):
        form.item_edits[i].setText(text)


def refused(qtbot, window, form, expected: str):
    """Enter must not save: the form stays open and says why."""
    ev = window.session.event
    audit = len(ev.audit_log())
    last = form.edits[-1][-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_Return)
    assert window.games_page.form is form and form.isVisible()
    text = form.message.text()
    assert text.startswith("Cannot save:"), text
    errors = form.row_errors + form.item_errors
    assert expected in text or any(expected in e.toolTip() for e in errors), \
        (expected, text, [e.toolTip() for e in errors])
    assert not ev.table(form.game_no, form.table_no).has_result
    assert len(ev.audit_log()) == audit


@pytest.fixture
def generic(window, tmp_path):
    path = tmp_path / "generic.tdevent"
    seated_event(path)  # 8 players: two tables of 4
    assert window.open_event(path)
    form = window.games_page.open_table(1, 1)
    assert form.table.size == 4
    return form


CASES_PLACES = [
    (["1", "2", "3", ""], SEED_ITEMS, "Enter first: place of"),
    (["1", "2", "x", "4"], SEED_ITEMS, "place must be a whole number 1 to 4"),
    (["1", "2", "3", "5"], SEED_ITEMS, "place must be a whole number 1 to 4"),
    (["0", "1", "2", "3"], SEED_ITEMS, "place must be a whole number 1 to 4"),
    (["1", "3", "3", "4"], SEED_ITEMS, "Place 3 is not possible"),
    (["2", "2", "3", "4"], SEED_ITEMS, "Nobody was given place 1"),
    (["1", "2", "3", "4"], ["2", "1", "0", ""], "Enter first: spaceport constructed"),
    (["1", "2", "3", "4"], ["-1", "1", "0", "yes"], "must be a whole number 0 or more"),
    (["1", "2", "3", "4"], ["2", "1.5", "0", "yes"], "must be a whole number 0 or more"),
    (["1", "2", "3", "4"], ["2", "1", "0", "maybe"], "must be yes or no"),
]


@pytest.mark.parametrize("places,items,expected", CASES_PLACES)
def test_places_form_refuses(qtbot, window, generic, places, items, expected):
    fill(qtbot, generic, [[p] for p in places], items)
    refused(qtbot, window, generic, expected)
    # fixing the entry makes it savable: the same form saves with Enter
    fill(qtbot, generic, [["1"], ["2"], ["2"], ["4"]], SEED_ITEMS)
    assert generic.message.text() == "Ready: press Enter to save."
    qtbot.keyClick(generic.edits[0][0], Qt.Key.Key_Return)
    assert window.games_page.form is None
    assert window.session.event.table(1, 1).places is not None


def test_live_preview_shows_points(qtbot, window, generic):
    fill(qtbot, generic, [["1"], ["2"], ["2"], ["4"]], [])
    # placement and equalization show before the table points are in
    assert [labels[0].text() for labels in generic.preview_labels] == ["4.0", "2.5", "2.5", "1.0"]
    assert generic.preview_labels[0][3].text() == ""
    fill(qtbot, generic, [], ["3", "2", "1", "no"])
    ev = window.session.event
    table = ev.table(1, 1)
    lines = results.preview(ev, 1, 1, places=dict(zip(table.players, [1, 2, 2, 4])),
                            items={"cities": 3, "preserve_stones": 2, "limbo_groups": 1,
                                   "spaceport": False})
    from tournament_director.rules.numbers import format_points
    assert [labels[3].text() for labels in generic.preview_labels] == [
        format_points(line.total) for line in lines]
    assert generic.item_values[2].text() == "-0.3"


def test_tab_moves_down_the_column(qtbot, window, generic):
    first = generic.edits[0][0]
    first.setFocus()
    order = [first]
    for _ in range(7):
        qtbot.keyClick(generic.focusWidget(), Qt.Key.Key_Tab)
        order.append(generic.focusWidget())
    assert order == [row[0] for row in generic.edits] + generic.item_edits
    qtbot.keyClick(generic.focusWidget(), Qt.Key.Key_Escape)
    assert window.games_page.form is None
    assert not window.session.event.table(1, 1).has_result


@pytest.fixture
def terravista(window, tmp_path):
    path = tmp_path / "tv.tdevent"
    seated_event(path, game="terravista-standard", players=8)
    assert window.open_event(path)
    form = window.games_page.open_table(1, 1)
    assert form.field_names == ["All four horses across", "Total steps"]
    return form


CASES_RESULTS = [
    ([["yes", "30"], ["no", "20"], ["perhaps", "10"], ["no", "5"]], "must be yes or no"),
    ([["yes", "30"], ["no", "x"], ["no", "10"], ["no", "5"]], "must be a whole number 0 or more"),
    ([["yes", "30"], ["no", "-2"], ["no", "10"], ["no", "5"]], "must be a whole number 0 or more"),
    ([["yes", "30"], ["no", ""], ["no", "10"], ["no", "5"]], "Enter first: total steps of"),
]


@pytest.mark.parametrize("rows,expected", CASES_RESULTS)
def test_results_form_refuses(qtbot, window, terravista, rows, expected):
    fill(qtbot, terravista, rows, SEED_ITEMS)
    refused(qtbot, window, terravista, expected)


def test_results_form_derives_places(qtbot, window, terravista):
    fill(qtbot, terravista, [["no", "30"], ["yes", "20"], ["no", "30"], ["no", "5"]], SEED_ITEMS)
    assert [label.text() for label in terravista.place_labels] == ["2nd", "1st", "2nd", "4th"]
    qtbot.keyClick(terravista.edits[0][0], Qt.Key.Key_Return)
    table = window.session.event.table(1, 1)
    assert [table.places[p] for p in table.players] == [2, 1, 2, 4]
    assert table.results[table.players[1]] == {"across": True, "steps": 20}


def test_results_form_refuses_a_table_without_a_winner(qtbot, window, terravista):
    fill(qtbot, terravista, [["no", "30"], ["no", "20"], ["no", "10"], ["no", "5"]], SEED_ITEMS)
    refused(qtbot, window, terravista, "nobody")


@pytest.fixture
def tournament(window, tmp_path):
    path = tmp_path / "tm.tdevent"
    seated_event(path, game="terravista-tournament", players=7)  # tables of 3 and 4
    assert window.open_event(path)
    return window


def test_tournament_mode_form(qtbot, tournament):
    form = tournament.games_page.open_table(2, 1)
    assert form.table.size == 4 and form.field_names == ["Game 1", "Game 2", "Game 3", "Game 4"]
    fill(qtbot, form, [["80", "40", "40", "40"], ["50", "50", "30", "70"],
                       ["40", "80", "40"]], SEED_ITEMS)
    # total and best game live, also before every game is in
    assert [x.text() for x in form.total_labels] == ["200", "200", "160", ""]
    assert [x.text() for x in form.best_labels] == ["80", "70", "80", ""]
    assert form.place_labels[0].text() == ""
    fill(qtbot, form, [[], [], ["40", "80", "40", "40"], ["50", "50", "25", "25"]], [])
    # totals 200, 200, 200, 150; best 80, 70, 80: 1st shared, then 3rd, 4th
    assert [x.text() for x in form.place_labels] == ["1st", "3rd", "1st", "4th"]
    assert [labels[0].text() for labels in form.preview_labels] == ["3.5", "2.0", "3.5", "1.0"]
    qtbot.keyClick(form.edits[0][0], Qt.Key.Key_Return)
    table = tournament.session.event.table(1, 2)
    assert [table.places[p] for p in table.players] == [1, 3, 1, 4]
    assert table.results[table.players[1]] == {"scores": [50, 50, 30, 70]}
    # a table of 3 plays 3 games: three boxes; reopened, the form shows what is stored
    small = tournament.games_page.open_table(1, 1)
    assert small.field_names == ["Game 1", "Game 2", "Game 3"]
    fill(qtbot, small, [["1", "2", "x"]], [])
    assert "must be a whole number 0 or more" in small.row_errors[0].toolTip()
    small.reject()
    again = tournament.games_page.open_table(2, 1)
    assert [e.text() for e in again.edits[1]] == ["50", "50", "30", "70"]
    assert again.total_labels[1].text() == "200"
