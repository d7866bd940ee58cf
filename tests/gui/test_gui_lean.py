"""What keeps the window quick and small: pages made when first shown, kept standings,
painted cards, no window wider than the screen, and the guard against PySide6 6.12's bug."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLabel

from tournament_director.gui import pyside_fix
from tournament_director.gui.games import plan_words
from tournament_director.gui.mainwindow import GAMES_PAGE, PLAYERS_PAGE, PRIZES_PAGE, STANDINGS_PAGE
from tournament_director.service import prizes
from tournament_director.service.demo import make_demo
from tournament_director.service.done import Changes

pytestmark = pytest.mark.gui


@pytest.fixture
def big(tmp_path, window):
    """A finished 120-player event (27 tables in its last game)."""
    path = tmp_path / "big.tdevent"
    make_demo(path, players=120, games=3, seed=5).close()
    assert window.open_event(path)
    return window


def test_many_qt_calls_do_not_free_none(window):
    """PySide6 6.12 on Python < 3.12 loses a reference to None per void call: without the
    guard Python stops with "deallocating None" after some thousands."""
    label = QLabel()
    for _ in range(50_000):
        label.setText("x")
    assert sys.getrefcount(None) > 10_000
    assert pyside_fix.drops_none() <= 0 or pyside_fix.applied


def test_opening_makes_only_the_page_shown(big):
    window = big
    assert window.tabs.currentIndex() == STANDINGS_PAGE
    made = [i for i, page in enumerate(window._pages) if page is not None]
    assert made == [STANDINGS_PAGE]
    assert window._start_page is None or not window._start_page.isVisible()
    window.show_page(GAMES_PAGE)
    assert window._pages[GAMES_PAGE] is not None and window._pages[PLAYERS_PAGE] is None
    assert window.games_page.stack.currentWidget() is window.games_page.cards_widget


def test_standings_kept_until_the_next_action(big):
    window = big
    session = window.session
    rows = session.standings()
    assert session.standings() is rows
    assert sorted(session.needs_tiebreak()) == sorted(prizes.needs_tiebreak(session.event))
    window.show_page(PLAYERS_PAGE)
    window.players_page.name_edit.setText("Late Lucy")
    window.players_page.add_player()
    assert session.standings() is not rows
    kept = session.status()
    window.refresh_all()  # after an unexpected error: read again from the file
    assert session.status() is not kept


def test_big_event_fits_the_screen(big):
    window = big
    for page in (PLAYERS_PAGE, GAMES_PAGE, STANDINGS_PAGE, PRIZES_PAGE):
        window.show_page(page)
    assert window.minimumSizeHint().width() <= 1366
    title = window.games_page.game_title.text()
    assert title.startswith("Game 3 - 120 players at 27 tables: 7 of 3 players, ")
    card = window.games_page.cards[1]
    assert [name.text() for _, name, _ in card.rows][0]  # the names, painted by the card
    refunds = window.prizes_page.refunds_table.model()
    assert refunds.rowCount() == len(prizes.payout(window.session.event).refunds)


def test_plan_words():
    assert plan_words([4, 4, 5]) == "3 tables of 4, 4, 5"
    assert plan_words([3] * 2 + [4] * 11 + [5]) == (
        "14 tables: 2 of 3 players, 11 of 4 players, 1 of 5 players")


def test_start_page_made_when_shown_without_event(qtbot):
    from tournament_director.gui.app import make_app, make_window
    make_app()
    window = make_window()
    qtbot.addWidget(window)
    assert window._start_page is None
    window.show()
    assert window.stack.currentWidget() is window.start_page
    assert window.path_label.text() == "No event open"
    window.cleanup()


def test_no_tab_for_a_game_after_the_last(window, tmp_path):
    path = tmp_path / "last.tdevent"
    make_demo(path, players=12, games=2, play=1, partial_tables=1).close()
    assert window.open_event(path)
    page = window.games_page
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Game 1 - done", "Game 2 - 1 of 3 in"]


def test_a_saved_result_reads_its_game_once_to_check_and_once_to_show(window, tmp_path):
    """The form's preview uses the kept game; the service checks the result against the file
    once; the window's header and pages then share one fresh read of the game."""
    path = tmp_path / "run.tdevent"
    make_demo(path, players=20, games=3, play=1, partial_tables=2).close()
    assert window.open_event(path)
    window.show_page(GAMES_PAGE)
    g = window.session.status().games_seated
    waiting = next(t for t in window.session.game(g).tables if not t.has_result)
    form = window.games_page.open_table(waiting.table, g)
    for r in range(waiting.size):
        form.edits[r][0].setText(str(r + 1))
    for item, edit in zip(form.items, form.item_edits):
        edit.setText("yes" if item.kind == "yesno" else "0")
    sql: list[str] = []
    window.session.event.db.conn.set_trace_callback(sql.append)
    try:
        assert form.try_save()
    finally:
        window.session.event.db.conn.set_trace_callback(None)
    for table in ("seats", "results", "table_results"):
        reads = [s for s in sql if s.startswith("SELECT") and f"FROM {table} " in s]
        assert len(reads) == 2, (table, reads)
    assert window.session.game(g).tables[waiting.table - 1].has_result


def test_pages_refresh_only_for_the_kinds_of_change_they_show(big):
    window = big
    for page in (PLAYERS_PAGE, GAMES_PAGE, STANDINGS_PAGE, PRIZES_PAGE):
        window.show_page(page)
    window.dirty.clear()
    window._changed(Changes(tiebreaks=True))
    assert window.dirty == {STANDINGS_PAGE, PRIZES_PAGE} - {window.tabs.currentIndex()}
    window._changed(Changes(results=True))
    assert window.dirty == {PLAYERS_PAGE, GAMES_PAGE, STANDINGS_PAGE}


def test_the_payout_is_computed_once_for_the_page_and_the_print(big, qtbot, monkeypatch):
    window = big
    calls = []
    real = prizes.payout
    monkeypatch.setattr(prizes, "payout", lambda *a, **k: calls.append(1) or real(*a, **k))
    window.session.forget()
    window.printer.open_after = False
    window.show_page(PRIZES_PAGE)
    with qtbot.waitSignal(window.printer.printed, timeout=20000):
        assert window.printer.print("payout")
    assert len(calls) == 1
