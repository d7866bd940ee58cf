"""Games page: take back the last seating while none of its results is in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_director.gui import games
from tournament_director.gui.mainwindow import GAMES_PAGE, PLAYERS_PAGE
from tournament_director.service import results
from tournament_director.service.demo import make_demo

pytestmark = pytest.mark.gui


@pytest.fixture
def seated(tmp_path, window):
    """Game 1 played, game 2 just seated through the window (no result yet)."""
    path = tmp_path / "seated.tdevent"
    make_demo(path, players=16, games=3, play=1, seed=4).close()
    assert window.open_event(path)
    window.show_page(GAMES_PAGE)
    window.games_page.show_next()
    window.games_page.seat_button.click()
    assert window.session.event.games_seated() == 2
    return window


@pytest.fixture
def answers(monkeypatch):
    """The confirmation: records (title, text) and answers with the next value given."""
    asked: list[tuple[str, str]] = []
    replies: list[bool] = []

    def fake_ask(parent, title, text, yes="Yes", no="Cancel", **how):
        asked.append((title, text))
        return replies.pop(0)

    monkeypatch.setattr(games, "ask", fake_ask)
    return asked, replies


def test_take_back_then_seat_again_with_a_late_entry(seated, answers, qtbot):
    window, page = seated, seated.games_page
    asked, replies = answers
    ev = window.session.event
    assert page.unseat_button.isVisible()
    assert window.headline.text() == "Game 2 of 3 - 0 of 4 tables in"

    replies.append(False)  # "Keep it": nothing changes
    qtbot.mouseClick(page.unseat_button, Qt.MouseButton.LeftButton)
    assert ev.games_seated() == 2 and page.stack.currentWidget() is page.cards_widget
    title, text = asked[-1]
    assert title == "Take back the seating of game 2?"
    assert "discarded" in text and "seated again" in text and "late entry" in text

    replies.append(True)
    qtbot.mouseClick(page.unseat_button, Qt.MouseButton.LeftButton)
    assert ev.games_seated() == 1
    assert ev.audit_log(1)[0].action == "unseat"
    assert "taken back" in page.message_label.text()
    assert "taken back" not in window.statusBar().currentMessage()  # said once, on the page
    assert window.headline.text() == "Game 1 of 3 - 4 of 4 tables in"
    assert window.next_button.text() == "Seat game 2..."
    assert page.stack.currentWidget() is page.plan_widget
    assert page.plan_title.text() == "Game 2 - not seated yet"
    assert "16 players" in page.plan_text.text() and page.seat_button.isEnabled()
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Game 1 - all in", "Game 2 - to seat"]
    assert page.cards == {}

    # a late entry, then the game is seated again with the new player
    window.show_page(PLAYERS_PAGE)
    window.players_page.name_edit.setText("Late Larissa")
    window.players_page.add_player()
    late = ev.players()[-1].start_no
    assert "joins game 2" in window.players_page.message_label.text()
    window.show_page(GAMES_PAGE)
    assert "17 players" in page.plan_text.text()
    page.seat_button.click()
    game = ev.game(2)
    assert any(late in t.players for t in game.tables)
    assert [page.cards[t].seats for t in sorted(page.cards)] == game.sizes
    shown = [name.text() for card in page.cards.values() for _, name, _ in card.rows]
    assert "Late Larissa" in shown
    assert window.headline.text() == f"Game 2 of 3 - 0 of {len(game.tables)} tables in"


def test_offered_only_while_no_result_is_in(seated, answers):
    window, page = seated, seated.games_page
    ev = window.session.event
    page.select_game(1)
    assert not page.unseat_button.isVisible()  # an earlier game
    page.select_game(2)
    assert page.unseat_button.isVisible()
    table = ev.table(2, 1)
    form = page.open_table(1, 2)
    for r, _ in enumerate(table.players):
        form.edits[r][0].setText(str(r + 1))
    for i, edit in enumerate(form.item_edits):
        edit.setText("yes" if form.items[i].kind == "yesno" else "1")
    assert form.try_save()
    assert not page.unseat_button.isVisible()


def test_refusal_is_shown(seated, answers, monkeypatch):
    window, page = seated, seated.games_page
    asked, replies = answers
    ev = window.session.event
    results.record(ev, 2, 1, places={p: i for i, p in enumerate(ev.table(2, 1).players, 1)},
                   items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False})
    replies.append(True)
    page.unseat()  # the button is stale: the service says no
    assert ev.games_seated() == 2
    assert page.message_label.text().startswith("Not done: Game 2 already has results")
