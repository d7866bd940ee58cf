"""The player list sorts names by Unicode collation, as typed or by surname (event setting)."""

from PySide6.QtCore import Qt

from tournament_director.gui.players import NAME
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.service import registration, seating
from tournament_director.service.event import Event

NAMES = ["Zoltán Kiss", "Łukasz Nowak", "Sven Berg", "Søren Holm", "Lars Ek", "Anna de Vries"]


def _shown(page) -> list[str]:
    proxy = page.proxy
    return [proxy.data(proxy.index(r, NAME)) for r in range(proxy.rowCount())]


def test_player_list_sorts_by_collation_and_the_name_order_setting(qtbot, tmp_path, window,
                                                                   monkeypatch):
    path = tmp_path / "order.tdevent"
    with Event.create(path, name="Order Cup", games=3, fee=10) as event:
        for name in NAMES:
            registration.add_player(event, name)
    assert window.open_event(path)
    page = window.players_page
    page.view.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
    assert _shown(page) == ["Anna de Vries", "Lars Ek", "Łukasz Nowak", "Søren Holm",
                            "Sven Berg", "Zoltán Kiss"]

    def choose_surname(dialog: SettingsDialog):
        dialog.order_combo.setCurrentIndex(dialog.order_combo.findData("surname"))
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", choose_surname)
    window.edit_settings()
    assert window.session.event.settings.name_order == "surname"
    page.refresh()
    page.proxy.invalidate()
    page.view.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
    assert _shown(page) == ["Sven Berg", "Anna de Vries", "Lars Ek", "Søren Holm",
                            "Zoltán Kiss", "Łukasz Nowak"]


def test_a_name_no_font_can_print_is_reported_in_the_window(qtbot, tmp_path, window,
                                                             monkeypatch):
    from tournament_director.reports import fonts
    monkeypatch.setattr(fonts, "fallback_fonts", lambda: [])  # a computer without Symbola
    path = tmp_path / "emoji.tdevent"
    with Event.create(path, name="Emoji Cup", games=3, fee=10) as event:
        for name in ["Zoë 🎲 Dicecat", "Anna", "Bram", "Cees"]:
            registration.add_player(event, name)
        seating.seat_next_game(event)
    assert window.open_event(path)
    window.printer.open_after = False
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        assert window.printer.print("seating", 1)
    _path, warnings = done.args
    assert len(warnings) == 1 and "U+1F3B2" in warnings[0]
    # said once: on the page's message line, or in the status bar where a page has none
    page = window._pages[window.tabs.currentIndex()]
    label = getattr(page, "message_label", None)
    shown = label.text() if label is not None else window.statusBar().currentMessage()
    assert "U+1F3B2" in shown


def test_an_emoji_prints_in_a_fallback_font_where_one_is_installed(tmp_path):
    from pypdf import PdfReader

    from tournament_director.reports import fonts, seating_pdf
    if not any("symbola" in p.name.lower() for p in fonts.fallback_font_candidates()):
        import pytest
        pytest.skip("no Symbola here (Debian: fonts-symbola, installed by .ci/run)")
    out = tmp_path / "s.pdf"
    seating = {"game": 1, "tables": [{"table": 1, "players": [
        {"start_no": 1, "name": "Zoë 🎲 Dicecat", "club": "", "seat": 1}]}]}
    assert seating_pdf(out, {"name": "X", "games": 3}, seating) == []
    assert "Zoë 🎲 Dicecat" in PdfReader(str(out)).pages[0].extract_text()


def test_a_dutch_list_files_de_boer_under_b_unless_names_are_filed_as_written(
        qtbot, tmp_path, window, monkeypatch, language):
    """The window's player list in Dutch files by the surname without its particles; the
    settings dialog's "as written" box files every word (issue 35)."""
    language("nl")
    path = tmp_path / "nl.tdevent"
    with Event.create(path, name="Dutch Cup", games=3, fee=10, name_order="surname") as event:
        for name in ("Jan de Boer", "Anna Bakker", "Carl Claes"):
            registration.add_player(event, name)
    assert window.open_event(path)
    page = window.players_page
    page.view.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
    assert _shown(page) == ["Anna Bakker", "Jan de Boer", "Carl Claes"]

    def as_written(dialog: SettingsDialog):
        assert not dialog.as_written_check.isChecked()
        dialog.as_written_check.setChecked(True)
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", as_written)
    window.edit_settings()
    assert window.session.event.settings.file_as_written is True
    page.refresh()
    page.proxy.invalidate()
    page.view.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
    assert _shown(page) == ["Anna Bakker", "Carl Claes", "Jan de Boer"]
