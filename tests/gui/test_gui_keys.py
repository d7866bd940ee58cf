"""The keyboard path without traps (issue 26): each step a director takes with keys only,
driven with real key presses on the real widgets, the cursor checked where it lands."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QInputDialog,
    QMessageBox,
    QWidget,
)

from tournament_director.gui import prefs, settings_dialog
from tournament_director.gui.mainwindow import GAMES_PAGE, PLAYERS_PAGE, STANDINGS_PAGE
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.service import prizes, registration, results, seating
from tournament_director.service.demo import make_demo, play_game
from tournament_director.service.event import Event

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]

KEY = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def focus() -> QWidget | None:
    return QApplication.focusWidget()


def press(qtbot, key, modifier=NONE) -> None:
    """A key pressed wherever the cursor is, as the keyboard sends it (shortcuts first)."""
    target = focus()
    assert target is not None, "the cursor is somewhere"
    qtbot.keyClick(target, key, modifier)


def active(qtbot, widget) -> QWidget:
    """A window shown and active, with the cursor in it (as exec() shows a dialog)."""
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: focus() is not None and focus().window() is widget, timeout=3000)
    return widget


def tab_until(qtbot, widget, limit=40, back=False) -> list[QWidget]:
    """Tab (Shift+Tab) until `widget` has the cursor; returns the widgets passed."""
    passed = []
    for _ in range(limit):
        if focus() is widget:
            return passed
        passed.append(focus())
        press(qtbot, KEY.Key_Backtab if back else KEY.Key_Tab, SHIFT if back else NONE)
    raise AssertionError(f"Tab never reached {widget!r}; it went round {passed[-6:]!r}")


def show_page(qtbot, window, index) -> QWidget:
    """Ctrl+1..4: the page shown (a page made now is shown on the next turn of the loop)."""
    qtbot.keyClick(window, getattr(KEY, f"Key_{index + 1}"), CTRL)
    page = window.page(index)
    qtbot.waitUntil(page.isVisible, timeout=3000)
    return page


def inside(widget, parent) -> bool:
    while widget is not None:
        if widget is parent:
            return True
        widget = widget.parentWidget()
    return False


@pytest.fixture
def answer(monkeypatch, qtbot):
    """Questions (QMessageBox) answered with keys: `answer.keys` are pressed in the box as
    it opens (Return, Escape, or ("to", text): Tab to the button saying text, then Space);
    `answer.asked` records (title, default button's text)."""
    class Answer:
        keys: list = []
        asked: list = []

    def run(box):
        active(qtbot, box)
        default = box.defaultButton()
        Answer.asked.append((box.windowTitle(), default.text() if default else None))
        for key in Answer.keys:
            if isinstance(key, tuple):
                button = next(b for b in box.findChildren(QAbstractButton)
                              if b.text() == key[1])
                tab_until(qtbot, button)
                press(qtbot, KEY.Key_Space)
            else:
                press(qtbot, key)
        assert not box.isVisible(), "the keys answered the question"
        if box.parentWidget() is not None:  # the cursor back where it was, as after exec()
            active(qtbot, box.parentWidget().window())
        return box.result()
    monkeypatch.setattr(QMessageBox, "exec", run)
    return Answer


# -- the New event dialog ------------------------------------------------------------------------
@pytest.fixture
def new_dialog(window, qtbot, monkeypatch, tmp_path):
    """File > New event (Ctrl+N) with `steps(dialog)` driving it; new events go to tmp_path."""
    monkeypatch.setattr(settings_dialog, "documents_folder", lambda: tmp_path)
    steps = []

    def drive(dialog):
        active(qtbot, dialog)
        for step in steps:
            step(dialog)
        window.activateWindow()
        return dialog.result()
    monkeypatch.setattr(SettingsDialog, "exec", drive)

    def run(*todo):
        steps[:] = todo
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
        qtbot.keyClick(window, KEY.Key_N, CTRL)
    return run


def test_new_event_the_name_first_and_enter_creates(window, new_dialog, qtbot, type_text,
                                                    tmp_path, hard_names):
    name = hard_names[0]
    seen = {}

    def steps(dialog):
        seen["first"] = focus() is dialog.name_edit
        type_text(focus(), name)
        press(qtbot, KEY.Key_Return)  # in the name box: creates, never "Choose..."
    new_dialog(steps)
    assert seen["first"], "the cursor starts in the name"
    assert window.session is not None and window.session.settings.name == name
    assert Path(window.session.path).parent == tmp_path
    assert window.focusWidget() is window.players_page.name_edit  # then the players


def test_new_event_tab_leaves_the_table_points_and_reaches_create(window, new_dialog, qtbot,
                                                                    type_text):
    seen = {}

    def steps(dialog):
        table = dialog.items_table
        type_text(focus(), "Tab Cup")
        tab_until(qtbot, table)
        table.setCurrentCell(0, 1)
        # the kind is chosen in place: F2 opens the choice, Down and Enter take "yes / no"
        press(qtbot, KEY.Key_F2)
        press(qtbot, KEY.Key_Down)
        press(qtbot, KEY.Key_Return)
        qtbot.wait(1)  # the delegate commits and closes the choice queued
        seen["kind"] = table.item(0, 1).data(Qt.ItemDataRole.UserRole)
        assert focus() is table
        press(qtbot, KEY.Key_Tab)  # out of the table, on to the next widget
        seen["after"] = focus() is dialog.add_item_button
        passed = tab_until(qtbot, dialog.ok_button)
        seen["cells"] = [w for w in passed if inside(w, table)]
        press(qtbot, KEY.Key_Backtab, SHIFT)
        back = tab_until(qtbot, dialog.tp_combo, back=True)
        seen["back"] = [w is table for w in back if inside(w, table)]
        dialog.ok_button.setFocus()
        # the seed preset's first item (a count) made yes / no: give it its points
        table.item(0, 3).setText("0.5")
        table.item(0, 4).setText("0")
        press(qtbot, KEY.Key_Return)
    new_dialog(steps)
    assert seen["kind"] == "yesno"
    assert seen["after"] and seen["cells"] == []
    assert seen["back"] == [True]  # Shift+Tab: the table once, as one stop
    assert window.session is not None
    assert window.session.settings.table_points[0].kind == "yesno"


def test_new_event_keeps_a_path_typed_by_hand(window, new_dialog, qtbot, type_text, tmp_path):
    typed = str(tmp_path / "kept" / "Mine.tdevent")
    (tmp_path / "kept").mkdir()
    seen = {}

    def steps(dialog):
        tab_until(qtbot, dialog.path_edit, back=True)
        press(qtbot, KEY.Key_A, CTRL)
        type_text(focus(), typed)
        tab_until(qtbot, dialog.name_edit)
        type_text(focus(), "Jiří's Cup")
        seen["path"] = dialog.path_edit.text()
        press(qtbot, KEY.Key_Return)
    new_dialog(steps)
    assert seen["path"] == typed
    assert Path(window.session.path) == Path(typed)


def test_new_event_esc_asks_before_losing_what_was_typed(window, new_dialog, qtbot, type_text,
                                                        answer):
    seen = []

    def empty(dialog):
        press(qtbot, KEY.Key_Escape)  # nothing typed: closes at once
        seen.append(dialog.isVisible())
    new_dialog(empty)
    assert seen == [False] and answer.asked == [] and window.session is None

    def filled(dialog):
        type_text(focus(), "Half typed")
        answer.keys = [KEY.Key_Return]  # Enter on the question keeps editing
        press(qtbot, KEY.Key_Escape)
        seen.append((dialog.isVisible(), dialog.name_edit.text()))
        answer.keys = [KEY.Key_Escape]  # and so does Esc
        press(qtbot, KEY.Key_Escape)
        seen.append(dialog.isVisible())
        answer.keys = [("to", "Discard")]
        press(qtbot, KEY.Key_Escape)
        seen.append(dialog.isVisible())
    new_dialog(filled)
    assert seen[1:] == [(True, "Half typed"), True, False]
    assert answer.asked == [("Discard the new event?", "Keep editing")] * 3
    assert window.session is None


def test_a_fresh_account_without_documents(window, new_dialog, qtbot, type_text, tmp_path,
                                           monkeypatch, boxes):
    """No ~/Documents yet: the suggested folder is made when the event is created; a last
    folder that is gone (or a demo's temporary one) is never suggested."""
    docs = tmp_path / "home" / "Documents"
    monkeypatch.setattr(settings_dialog, "documents_folder", lambda: docs)
    prefs.store().setValue("last_folder", str(tmp_path / "gone"))
    assert settings_dialog.default_folder() == docs

    def steps(dialog):
        type_text(focus(), "Kiosk Cup")
        press(qtbot, KEY.Key_Return)
    new_dialog(steps)
    assert window.session is not None and Path(window.session.path) == docs / "Kiosk Cup.tdevent"
    assert not any("first" in text for _, text in boxes)


# -- the Games page -------------------------------------------------------------------------------
@pytest.fixture
def campaign(window, tmp_path):
    """8 players, places only, game 1 seated (two tables of 4), no result yet."""
    path = tmp_path / "keys.tdevent"
    with Event.create(path, name="Keys Cup", games=2, fee=0, mode="campaign", game="generic",
                      seed=5) as ev:
        registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 9)])
        seating.seat_next_game(ev)
    assert window.open_event(path)
    return window


def type_result(qtbot, form, places) -> None:
    """Places typed box by box (Tab between them), then Enter saves."""
    active(qtbot, form)
    assert focus() is form.edits[0][0]
    for i, place in enumerate(places):
        assert focus() is form.edits[i][0]
        qtbot.keyClicks(focus(), str(place))
        if i < len(places) - 1:
            press(qtbot, KEY.Key_Tab)
    press(qtbot, KEY.Key_Return)


def test_undo_in_the_open_table_box_is_the_events(campaign, qtbot):
    window = campaign
    page = window.games_page
    assert focus() is page.jump_edit
    qtbot.keyClicks(page.jump_edit, "1")
    press(qtbot, KEY.Key_Return)
    type_result(qtbot, page.form, [1, 2, 3, 4])
    assert page.form is None and window.session.table(1, 1).has_result
    active(qtbot, window)  # (the window manager's part once the form closes)
    assert focus() is page.jump_edit and page.jump_edit.text() == ""
    press(qtbot, KEY.Key_Z, CTRL)  # the event's Undo, not the box's (which showed "1" again)
    assert not window.session.table(1, 1).has_result
    assert page.jump_edit.text() == "" and focus() is page.jump_edit
    press(qtbot, KEY.Key_Z, CTRL | SHIFT)  # and Redo
    assert window.session.table(1, 1).has_result and page.jump_edit.text() == ""
    press(qtbot, KEY.Key_Return)  # the empty box opens nothing
    assert page.form is None


def test_esc_then_enter_keeps_a_half_typed_result(campaign, qtbot, answer):
    page = campaign.games_page
    qtbot.keyClicks(page.jump_edit, "2")
    press(qtbot, KEY.Key_Return)
    form = active(qtbot, page.form)
    qtbot.keyClicks(focus(), "1")
    answer.keys = [KEY.Key_Return]
    press(qtbot, KEY.Key_Escape)
    assert answer.asked == [("Discard what you typed?", "Keep typing")]
    assert page.form is form and form.isVisible() and form.edits[0][0].text() == "1"
    answer.keys = [KEY.Key_Escape]
    press(qtbot, KEY.Key_Escape)
    assert form.isVisible() and form.edits[0][0].text() == "1"
    answer.keys = [("to", "Discard it")]
    press(qtbot, KEY.Key_Escape)
    assert page.form is None and not campaign.session.table(1, 2).has_result


def test_the_next_step_button_takes_enter(window, tmp_path, qtbot):
    path = tmp_path / "step.tdevent"
    make_demo(path, players=12, games=2, play=0).close()
    assert window.open_event(path)
    assert window.next_button.text() == "Seat game 1..."
    window.next_button.setFocus()
    press(qtbot, KEY.Key_Return)
    assert window.tabs.currentIndex() == GAMES_PAGE
    assert focus() is window.games_page.seat_button
    press(qtbot, KEY.Key_Return)  # and Enter seats
    assert window.session.games_seated() == 1


def test_ctrl_p_opens_the_print_menu_on_its_first_entry(campaign, qtbot):
    window = campaign
    press(qtbot, KEY.Key_P, CTRL)
    menu = window.print_menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    assert QApplication.activePopupWidget() is menu
    first = next(a for a in menu.actions() if a.isEnabled() and not a.isSeparator())
    assert menu.activeAction() is first and first.text() == "Seating - game 1"
    qtbot.keyClick(menu, KEY.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=2000)


def test_the_clock_and_the_announcement_have_keys(campaign, qtbot, monkeypatch):
    window = campaign
    asked = []
    monkeypatch.setattr(QInputDialog, "getInt",
                        lambda *a, **k: asked.append("time") or (45, True))
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda *a, **k: asked.append("text") or ("Ben & Jerry: lunch", True))
    show_page(qtbot, window, PLAYERS_PAGE)  # typing a name: the keys work from there too
    assert focus() is window.players_page.name_edit
    press(qtbot, KEY.Key_T, CTRL)
    assert asked == ["time"] and window.session.clock().duration == 45 * 60
    press(qtbot, KEY.Key_A, CTRL | SHIFT)
    assert asked == ["time", "text"]
    assert window.session.announcement() == "Ben & Jerry: lunch"
    assert window.hall.set_action.shortcut().toString() == "Ctrl+T"
    assert window.hall.announce_action.shortcut().toString() == "Ctrl+Shift+A"


# -- tables that Tab leaves -----------------------------------------------------------------------
def leaves_by_tab(qtbot, view) -> None:
    """Tab and Shift+Tab on a table go to the widgets beside it, not from cell to cell."""
    assert view.isVisible()
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 0))
    assert focus() is view
    press(qtbot, KEY.Key_Tab)
    assert not inside(focus(), view), "Tab left the table"
    view.setFocus()
    press(qtbot, KEY.Key_Backtab, SHIFT)
    assert not inside(focus(), view), "Shift+Tab left the table"
    assert view.currentIndex().row() == 0


def test_tab_leaves_the_players_and_standings_tables(window, tmp_path, qtbot):
    path = tmp_path / "tables.tdevent"
    make_demo(path, players=16, games=2, play=1, seed=24).close()
    assert window.open_event(path)
    leaves_by_tab(qtbot, show_page(qtbot, window, PLAYERS_PAGE).view)
    page = show_page(qtbot, window, STANDINGS_PAGE)
    leaves_by_tab(qtbot, page.view)
    leaves_by_tab(qtbot, page.breakdown)


def test_tab_goes_value_to_value_in_the_tiebreak_table_then_on_to_save(window, tmp_path,
                                                                       qtbot):
    """The tie-break table is typed in: Tab goes from value to value, row after row, and from
    the last value on to "Save tie-breaks"; Shift+Tab before the first leaves it backwards."""
    path = tmp_path / "level.tdevent"
    event = make_demo(path, players=16, games=2, play=1, seed=24)
    seating.seat_next_game(event)
    play_game(event, 2, random.Random(24))
    assert prizes.needs_tiebreak(event)
    event.close()
    assert window.open_event(path)
    page = show_page(qtbot, window, STANDINGS_PAGE)
    view, model = page.tie_view, page.tie_model
    view.setFocus()
    view.setCurrentIndex(model.index(0, 1))  # a name: Tab goes to that row's first value
    press(qtbot, KEY.Key_Tab)
    assert focus() is view and view.currentIndex() == model.index(0, 3)
    press(qtbot, KEY.Key_Tab)
    assert view.currentIndex() == model.index(0, 4)
    press(qtbot, KEY.Key_Tab)
    assert view.currentIndex() == model.index(1, 3)  # the next player's first value
    view.setCurrentIndex(model.index(0, 3))
    press(qtbot, KEY.Key_Backtab, SHIFT)
    assert not inside(focus(), view), "Shift+Tab left the table"
    view.setFocus()
    view.setCurrentIndex(model.index(model.rowCount() - 1, model.columnCount() - 1))
    press(qtbot, KEY.Key_Tab)
    assert focus() is page.tie_save  # on to "Save tie-breaks"


# -- the menus' Alt letters -----------------------------------------------------------------------
def alt_letter(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a plain "&")."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def menu_letters(menu, where: str, clashes: list) -> None:
    menu.aboutToShow.emit()  # menus filled as they open (print, recent, screens)
    seen: dict[str, str] = {}
    for action in menu.actions():
        letter = alt_letter(action.text())
        if letter:
            if letter in seen:
                clashes.append(f"{where}: {seen[letter]!r} and {action.text()!r} ({letter})")
            seen[letter] = action.text()
        if action.menu() is not None:
            menu_letters(action.menu(), f"{where} > {action.text()}", clashes)


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_every_menus_alt_letters_are_unique(lang, tmp_path, qtbot, monkeypatch):
    from tournament_director import i18n
    from tournament_director.gui import translation
    from tournament_director.gui.app import make_app, make_window
    app = make_app()
    assert translation.install(app, lang) == lang
    try:
        window = make_window()
        qtbot.addWidget(window)
        path = tmp_path / "menus.tdevent"
        event = make_demo(path, players=16, games=3, play=1, partial_tables=1)
        registration.add_player(event, "Ben & Jerry")  # Undo names them: no Alt letter
        event.close()
        prefs.add_recent(str(tmp_path / "R&D.tdevent"))
        assert window.open_event(path)
        window._update_undo()
        clashes: list[str] = []
        bar: dict[str, str] = {}
        for action in window.menuBar().actions():
            letter = alt_letter(action.text())
            assert letter, f"{lang}: the menu {action.text()!r} has no Alt letter"
            if letter in bar:
                clashes.append(f"{lang} menu bar: {bar[letter]!r} and {action.text()!r}")
            bar[letter] = action.text()
            menu_letters(action.menu(), f"{lang} {action.text()}", clashes)
        assert clashes == []
        assert alt_letter(window.undo_action.text()) == alt_letter(
            window.undo_action.text().split(":")[0])
        window.cleanup()
    finally:
        translation.install(app, "en")
        assert i18n.language() == "en"


# -- the projector ---------------------------------------------------------------------------------
def painted(monkeypatch, p) -> list[tuple]:
    """What a paint of the projector writes: (rect, text, pixel size, text as shown)."""
    from tournament_director.gui.projector import ProjectorWindow
    seen = []
    real = ProjectorWindow._text

    real_name = ProjectorWindow._name

    def record(self, painter, rect, text, font, *args, **kwargs):
        shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                              max(0, rect.width()))
        seen.append((rect, text, font.pixelSize(), shown))
        return real(self, painter, rect, text, font, *args, **kwargs)

    def record_name(self, painter, rect, text, font, *args, **kwargs):  # (a name: whole)
        seen.append((rect, text, font.pixelSize(), text))
        return real_name(self, painter, rect, text, font, *args, **kwargs)
    monkeypatch.setattr(ProjectorWindow, "_text", record)
    monkeypatch.setattr(ProjectorWindow, "_name", record_name)
    p.grab()
    monkeypatch.undo()
    return seen


def projector(qtbot, window, size=(1920, 1080)):
    """Ctrl+Shift+P: the projector, as a window of `size`."""
    press(qtbot, KEY.Key_P, CTRL | SHIFT)
    p = window.hall.projector
    assert p is not None and p.isVisible()
    p.showNormal()
    p.resize(*size)
    return p


def next_page_until(qtbot, p, kind, limit=400):
    """F8 until a page of `kind` shows."""
    for _ in range(limit):
        if p.pages()[p.index].kind == kind:
            return p.pages()[p.index]
        press(qtbot, KEY.Key_F8)
    raise AssertionError(f"no {kind} page")


def test_f11_twice_gives_the_window_back(campaign, qtbot):
    from PySide6.QtCore import QRect
    window = campaign
    p = projector(qtbot, window, (600, 400))
    p.setGeometry(QRect(40, 30, 600, 400))
    before = p.geometry()
    press(qtbot, KEY.Key_F11)
    assert p.isFullScreen() and window.hall.full_action.isChecked()
    assert focus() is not None and focus().window() is window  # the director keeps typing
    press(qtbot, KEY.Key_F11)
    assert not p.isFullScreen() and not window.hall.full_action.isChecked()
    assert p.geometry() == before
    # opened full screen from the start (as remembered): F11 gives a window, not the screen
    press(qtbot, KEY.Key_F11)
    press(qtbot, KEY.Key_P, CTRL | SHIFT)
    assert not p.isVisible()
    press(qtbot, KEY.Key_P, CTRL | SHIFT)
    assert p.isVisible() and p.isFullScreen()
    window.hall.normal_geometry = None  # (as in a new run of the program)
    press(qtbot, KEY.Key_F11)
    screen = p.screen().availableGeometry()
    assert not p.isFullScreen()
    assert p.width() < screen.width() and p.height() < screen.height()


@pytest.fixture
def thirteen_tables(window, tmp_path):
    """58 players, games 1 and 2 played, game 3 seated with 4 of its 13 tables in."""
    path = tmp_path / "thirteen.tdevent"
    make_demo(path, players=58, games=3, play=2, partial_tables=4, seed=3).close()
    assert window.open_event(path)
    assert len(window.session.game(3).tables) == 13
    return window


def test_projector_standings_say_after_the_last_complete_game(thirteen_tables, qtbot):
    window = thirteen_tables
    p = projector(qtbot, window)
    top = next_page_until(qtbot, p, "top")
    assert top.subtitle == "after game 2 \u00b7 game 3: 4 of 13 tables in"
    s = window.session
    for t in s.game(3).tables:
        if not t.has_result:
            s.act(results.record, 3, t.table,
                  places={n: i for i, n in enumerate(t.players, 1)},
                  items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0,
                         "spaceport": False})
    qtbot.waitUntil(lambda: p.pages()[p.index].subtitle == "after game 3", timeout=3000)


def test_projector_tables_names_as_large_as_the_rest(thirteen_tables, qtbot, monkeypatch):
    import math
    window = thirteen_tables
    p = projector(qtbot, window)
    page = next_page_until(qtbot, p, "tables")
    name = window.session.player(page.items[0][3][0][0]).name
    sizes = {px for _r, text, px, _s in painted(monkeypatch, p) if text == name}
    assert sizes == {math.ceil(1080 / 30)}


@pytest.mark.parametrize("lang, heads", [("nl", ("Tafel", "Stoel")),
                                         ("de", ("Tisch", "Sitz")),
                                         ("en", ("Table", "Seat"))])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
def test_find_your_table_column_heads_fit(lang, heads, size, tmp_path, qtbot, monkeypatch):
    from tournament_director.gui import translation
    from tournament_director.gui.app import make_app, make_window
    app = make_app()
    translation.install(app, lang)
    try:
        window = make_window()
        qtbot.addWidget(window)
        window.show()
        path = tmp_path / "heads.tdevent"
        make_demo(path, players=1000, games=2, play=0).close()
        with Event.open(path) as ev:
            seating.seat_next_game(ev)
        assert window.open_event(path)
        p = window.hall.show_projector()
        p.showNormal()
        p.resize(*size)
        seen = painted(monkeypatch, p)
        drawn = [(rect, shown, px) for rect, text, px, shown in seen if text in heads]
        assert len(drawn) >= 4 and all(shown in heads for _r, shown, _px in drawn), \
            "no head cut short"
        tables = [r for r, t, _px in drawn if t == heads[0]]
        seats = [r for r, t, _px in drawn if t == heads[1]]
        font = QFont()
        font.setPixelSize(drawn[0][2])
        font.setBold(True)
        seat_w = QFontMetrics(font).horizontalAdvance(heads[1])
        for table, seat in zip(tables, seats, strict=True):  # right-aligned, a gap between
            assert table.right() + drawn[0][2] * 0.3 < seat.right() - seat_w
        window.cleanup()
    finally:
        translation.install(app, "en")


@pytest.fixture
def thousand(window, tmp_path, hard_names):
    """1,000 players (the hard names among them), game 1 seated, no result yet."""
    path = tmp_path / "thousand.tdevent"
    make_demo(path, players=1000 - len(hard_names), games=3, play=0).close()
    with Event.open(path) as ev:
        registration.register_many(ev, [{"name": n} for n in hard_names])
        seating.seat_next_game(ev)
    assert window.open_event(path)
    return window


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
def test_every_player_finds_their_table_within_a_minute(thousand, qtbot, size):
    """After the seating, until the first result, the cycle is find your table only, and
    in 60 seconds of cycling every name is on the screen (a page every 10 s; a little less
    where the names need more than six pages)."""
    from tournament_director.gui.projector import PAGE_SECONDS
    window = thousand
    p = projector(qtbot, window, size)
    cycle = p.pages()  # (at this size: the timer follows them)
    seconds = p.timer.interval() / 1000
    assert 6 <= seconds <= PAGE_SECONDS and len(cycle) * seconds <= 60
    seen = []
    for _ in range(round(60 / seconds)):
        page = p.pages()[p.index]
        assert page.kind == "find"
        seen.extend(page.items)
        press(qtbot, KEY.Key_F8)  # the timer's step, by hand
    everyone = {(p_.name, t.table, seat) for t in window.session.game(1).tables
                for seat, n in enumerate(t.players, 1) for p_ in [window.session.player(n)]}
    assert len(everyone) == 1000 and set(seen) == everyone
    assert p.index == 0, "the cycle is back at the first page after a minute"
    # once the first result is in, the tables and the standings come round too, between
    # the find pages, where the screen holds the names in fewer than six pages
    s = window.session
    t = s.game(1).tables[0]
    s.act(results.record, 1, t.table, places={n: i for i, n in enumerate(t.players, 1)},
          items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False})
    if size == (1920, 1080):
        qtbot.waitUntil(lambda: {"find", "tables", "top"} <= {pg.kind for pg in p.pages()},
                        timeout=3000)


# -- standings: the name's room, and no rank before a result ---------------------------------------
@pytest.mark.parametrize("size, final", [((1024, 768), False), ((1366, 768), True)])
def test_the_standings_give_the_name_its_room(window, tmp_path, qtbot, size, final,
                                              hard_names):
    from PySide6.QtGui import QFontMetrics

    from tournament_director.gui.standings import CLUB, NAME
    path = tmp_path / "names.tdevent"
    if final:  # finished, tie-break notes beside the players level on points
        event = make_demo(path, players=39, games=5, seed=1)
        prizes.set_tiebreaks(event, {n: "cards_and_tokens=13,harbour_master=yes"
                                     for n in prizes.needs_tiebreak(event)})
    else:
        event = make_demo(path, players=39, games=5, play=2, partial_tables=4, seed=2)
    for i, name in enumerate(hard_names[:12]):
        registration.edit_player(event, i + 1, name=name)
    event.close()
    window.resize(*size)
    assert window.open_event(path)
    page = show_page(qtbot, window, STANDINGS_PAGE)
    qtbot.wait(10)
    header = page.view.horizontalHeader()
    fm = QFontMetrics(page.view.font())
    assert bool(page.model.tiebreak_notes) == final
    assert header.sectionSize(NAME) >= fm.horizontalAdvance("Søren Andersson") + 12
    if not final:
        assert header.sectionSize(CLUB) < 120  # the club gave way first
    assert header.length() <= page.view.viewport().width() + 1  # no sideways scrolling


def test_nobody_is_ranked_before_a_result(campaign, qtbot):
    """Before any result: no "1st with 0.0 points", in the window or on the projector; the
    first table in ranks its players, the others show no rank below them."""
    from tournament_director.gui.standings import RANK, TOTAL
    window = campaign
    page = show_page(qtbot, window, STANDINGS_PAGE)
    model = page.model
    assert {model.data(model.index(r, RANK)) for r in range(model.rowCount())} == {"\u2013"}
    assert {model.data(model.index(r, TOTAL)) for r in range(model.rowCount())} == {""}
    assert "no result in yet, so no rank" in page.who.text()
    p = projector(qtbot, window)
    assert {pg.kind for pg in p.pages()} == {"find"}
    s = window.session
    table2 = s.game(1).table(2).players
    s.act(results.record, 1, 2, places=dict(zip(table2, [1, 2, 2, 4])))
    ranks = [model.data(model.index(r, RANK)) for r in range(model.rowCount())]
    assert ranks == ["1", "2=", "2=", "4"] + ["\u2013"] * 4
    qtbot.waitUntil(lambda: any(pg.kind == "top" for pg in p.pages()), timeout=3000)
    top = next(pg for pg in p.pages() if pg.kind == "top")
    names = [name for _r, name, _pts in top.items]  # the table's players only, no one else
    expected = [window.session.player(n).name for n in table2]
    assert names[0] == expected[0] and names[3] == expected[3]
    assert sorted(names[1:3]) == sorted(expected[1:3])
    assert [rank for rank, _n, _p in top.items] == ["1", "2=", "2=", "4"]  # the rank shared
