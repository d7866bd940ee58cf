"""Final tie-breaks: the preset in the settings dialog (seed or none), the table on Standings."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tournament_director.gui.mainwindow import PRIZES_PAGE, STANDINGS_PAGE
from tournament_director.gui.settings_dialog import TIEBREAK_LABELS, SettingsDialog
from tournament_director.rules.tiebreak import SEED_TIEBREAKS
from tournament_director.service import configure, prizes, seating
from tournament_director.service.demo import make_demo, play_game
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError

pytestmark = pytest.mark.gui


@pytest.fixture
def finished(tmp_path, window):
    """A finished 16-player event with players level on points and no tie-breaks entered."""
    path = tmp_path / "finished.tdevent"
    event = make_demo(path, players=16, games=2, play=1, seed=1)
    seating.seat_next_game(event)
    play_game(event, 2, random.Random(1))
    assert prizes.needs_tiebreak(event) and not event.tiebreak_values()
    event.close()
    assert window.open_event(path)
    return window


def settings_with(monkeypatch, tiebreaks=None, name=None, path=None):
    """Patches the dialog to choose a tie-break preset (and a name and file for a new event),
    then accept; returns what the dialog showed."""
    seen = {}

    def fill(dialog: SettingsDialog):
        seen["enabled"] = dialog.tb_combo.isEnabled()
        seen["texts"] = [dialog.tb_combo.itemText(i) for i in range(dialog.tb_combo.count())]
        seen["note"] = dialog.locked_note.text()
        seen["before"] = dialog.tb_combo.currentData()
        if tiebreaks is not None:
            dialog.tb_combo.setCurrentIndex(dialog.tb_combo.findData(tiebreaks))
        if name is not None:
            dialog.name_edit.setText(name)
        if path is not None:
            dialog.path_edit.setText(str(path))
        dialog.try_accept()
        seen["message"] = dialog.message.text()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", fill)
    return seen


def test_new_event_without_tiebreaks(window, tmp_path, monkeypatch):
    seen = settings_with(monkeypatch, "none", "Plain Cup", tmp_path / "plain.tdevent")
    window.new_event()
    assert seen["enabled"] and seen["before"] == "seed"
    assert seen["texts"] == list(TIEBREAK_LABELS.values())
    assert window.session.event.settings.tiebreaks == ()


def test_new_event_default_is_the_seed_preset(window, tmp_path, monkeypatch):
    settings_with(monkeypatch, name="Seed Cup", path=tmp_path / "seed.tdevent")
    window.new_event()
    assert window.session.event.settings.tiebreaks == SEED_TIEBREAKS


def test_campaign_hides_tiebreaks(window):
    dialog = SettingsDialog(window)
    dialog.show()
    assert dialog.tb_combo.isVisible()
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData("campaign"))
    assert not dialog.tb_combo.isVisible() and not dialog.items_table.isVisible()
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData("competition"))
    assert dialog.tb_combo.isVisible() and dialog.items_table.isVisible()
    dialog.close()


def test_none_asks_no_tiebreaks_then_seed_asks_again(finished, monkeypatch):
    window = finished
    window.show_page(STANDINGS_PAGE)
    page = window.standings_page
    needed = prizes.needs_tiebreak(window.session.event)
    assert page.tie_model.start_nos() == needed and page.tie_save.isVisible()
    assert window.next_button.text() == "Enter final tie-breaks"

    seen = settings_with(monkeypatch, "none")
    window.edit_settings()
    assert seen["enabled"] and seen["before"] == "seed" and seen["message"] == ""
    ev = window.session.event
    assert ev.settings.tiebreaks == () and prizes.needs_tiebreak(ev) == []
    assert ev.audit_log(1)[0].summary == "Event settings changed: tiebreaks"
    assert page.tie_model.start_nos() == [] and not page.tie_save.isVisible()
    assert not page.tie_view.isVisible()
    assert "no final tie-breaks" in page.tie_intro.text()
    assert "share" in page.tie_intro.text()
    assert any(r.level for r in page.model.rows)  # still level: they share
    assert window.next_button.text() == "Prize distribution"
    window.next_step()
    assert window.tabs.currentIndex() == PRIZES_PAGE
    assert window.prizes_page.data is not None

    # saving the dialog unchanged writes nothing
    count = len(ev.audit_log())
    settings_with(monkeypatch)
    window.edit_settings()
    assert len(ev.audit_log()) == count

    # back to the seed preset: the tie-break rows come back
    settings_with(monkeypatch, tiebreaks="seed")
    window.edit_settings()
    window.show_page(STANDINGS_PAGE)
    assert page.tie_model.start_nos() == needed
    first = needed[0]
    page.tie_model.set_text(first, "cards_and_tokens", "3")
    page.tie_model.set_text(first, "harbour_master", "yes")
    page.save_tiebreaks()
    assert first in ev.tiebreak_values()

    # once values are entered the preset is fixed
    seen = settings_with(monkeypatch, tiebreaks="none")
    window.edit_settings()
    assert not seen["enabled"] and "fixed now" in seen["note"]
    assert ev.settings.tiebreaks == SEED_TIEBREAKS
    with pytest.raises(ServiceError):
        configure.update_settings(ev, tiebreaks="none")


def test_campaign_standings_show_no_tiebreak_box(window, tmp_path):
    path = tmp_path / "campaign.tdevent"
    make_demo(path, players=12, games=2, mode="campaign").close()
    assert window.open_event(path)
    window.show_page(STANDINGS_PAGE)
    assert not window.standings_page.tie_box.isVisible()


def test_stored_tiebreaks_not_a_preset_are_kept(window, tmp_path, monkeypatch):
    path = tmp_path / "custom.tdevent"
    Event.create(path, name="Custom", games=2, fee=5, tiebreaks=SEED_TIEBREAKS[:1]).close()
    assert window.open_event(path)
    seen = settings_with(monkeypatch)
    window.edit_settings()
    assert seen["before"] == "stored" and seen["texts"][-1].startswith("As stored: Credit")
    assert window.session.event.settings.tiebreaks == SEED_TIEBREAKS[:1]


@pytest.fixture
def many_level(tmp_path, window):
    """A finished 16-player event with 4 players level where it changes money (two groups),
    no tie-breaks entered."""
    path = tmp_path / "level.tdevent"
    event = make_demo(path, players=16, games=2, play=1, seed=24)
    seating.seat_next_game(event)
    play_game(event, 2, random.Random(24))
    assert len(prizes.needs_tiebreak(event)) == 4 and not event.tiebreak_values()
    event.close()
    assert window.open_event(path)
    window.show_page(STANDINGS_PAGE)
    return window


def test_tiebreak_table_by_keyboard(many_level, qtbot, type_cell):
    page = many_level.standings_page
    model, view = page.tie_model, page.tie_view
    ev = many_level.session.event
    needed = model.start_nos()
    assert needed == prizes.needs_tiebreak(ev)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == [
        "No.", "Name", "Points", "Credit cards +\nHarbour Master\ntokens", "Harbour Master"]
    type_cell(view, model.index(0, 3), "12")
    assert view.currentIndex() == model.index(1, 3)  # Enter: on to the next player
    type_cell(view, model.index(0, 4), "yes")
    assert model.texts[0] == ["12", "yes"]
    # Enter outside a cell saves
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert ev.tiebreak_values()[needed[0]] == {"cards_and_tokens": 12, "harbour_master": True}
    assert page.tie_message.text() == "Saved tie-breaks of 1 player. 3 still to enter."
    assert "3 still missing" in page.tie_intro.text()


def test_tiebreak_table_names_and_marks_wrong_rows(many_level):
    page = many_level.standings_page
    model = page.tie_model
    ev = many_level.session.event
    first, second, third, *rest = model.start_nos()
    model.set_text(first, "cards_and_tokens", "2")
    model.set_text(first, "harbour_master", "no")
    model.set_text(second, "cards_and_tokens", "many")
    model.set_text(second, "harbour_master", "no")
    model.set_text(third, "cards_and_tokens", "1")  # harbour master left empty
    page.save_tiebreaks()
    text = page.tie_message.text()
    assert text.startswith("Not done: Saved tie-breaks of 1 player; ")
    assert f"#{second}: " in text and f"#{third}: give every value" in text
    assert set(ev.tiebreak_values()) == {first}
    wrong = {(r, c) for r in range(model.rowCount()) for c in (3, 4)
             if model.data(model.index(r, c), Qt.ItemDataRole.BackgroundRole) is not None}
    assert wrong == {(1, 3), (1, 4), (2, 4)}
    assert model.texts[1] == ["many", "no"]  # kept as typed, to correct
    # corrected: the mark goes; every other player at once is one action
    model.set_text(second, "cards_and_tokens", "5")
    model.set_text(third, "harbour_master", "yes")
    for start_no in rest:
        model.set_text(start_no, "cards_and_tokens", "1")
        model.set_text(start_no, "harbour_master", "no")
    count = len(ev.audit_log())
    page.save_tiebreaks()
    assert page.tie_message.text() == "Saved tie-breaks of 3 players."
    assert len(ev.audit_log()) == count + 1
    assert ev.audit_log(1)[0].summary == "Tie-break values for 3 players"
    assert not model.wrong and set(ev.tiebreak_values()) == set(model.start_nos())
    assert "All are in" in page.tie_intro.text()
    assert many_level.next_button.text() == "Prize distribution"
