"""The final tie-break preset in the settings dialog: seed or none, and what Standings asks."""

from __future__ import annotations

import random

import pytest
from tournament_director.gui.mainwindow import PRIZES_PAGE, STANDINGS_PAGE
from tournament_director.gui.settings_dialog import TIEBREAK_LABELS, SettingsDialog
from tournament_director.rules.tiebreak import SEED_TIEBREAKS
from tournament_director.service import Event, ServiceError
from tournament_director.service.demo import make_demo, play_game

pytestmark = pytest.mark.gui


@pytest.fixture
def finished(tmp_path, window):
    """A finished 16-player event with players level on points and no tie-breaks entered."""
    path = tmp_path / "finished.tdevent"
    event = make_demo(path, players=16, games=2, play=1, seed=2)
    event.seat_next_game()
    play_game(event, 2, random.Random(2))
    assert event.needs_tiebreak() and not event.tiebreak_values()
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
    needed = window.session.event.needs_tiebreak()
    assert [s for s, _ in page.tie_rows] == needed and page.tie_save.isVisible()
    assert window.next_button.text() == "Enter final tie-breaks"

    seen = settings_with(monkeypatch, "none")
    window.edit_settings()
    assert seen["enabled"] and seen["before"] == "seed" and seen["message"] == ""
    ev = window.session.event
    assert ev.settings.tiebreaks == () and ev.needs_tiebreak() == []
    assert ev.audit_log(1)[0].summary == "Event settings changed: tiebreaks"
    assert page.tie_rows == [] and not page.tie_save.isVisible()
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
    assert [s for s, _ in page.tie_rows] == needed
    first, edits = page.tie_rows[0]
    edits[0].setText("3")
    edits[1].setText("yes")
    page.save_tiebreaks()
    assert first in ev.tiebreak_values()

    # once values are entered the preset is fixed
    seen = settings_with(monkeypatch, tiebreaks="none")
    window.edit_settings()
    assert not seen["enabled"] and "fixed now" in seen["note"]
    assert ev.settings.tiebreaks == SEED_TIEBREAKS
    with pytest.raises(ServiceError):
        ev.update_settings(tiebreaks="none")


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
