"""The player list sorts names by Unicode collation, as typed or by surname (event setting)."""

from PySide6.QtCore import Qt

from tournament_director.gui.players import NAME
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.service import Event

NAMES = ["Zoltán Kiss", "Łukasz Nowak", "Sven Berg", "Søren Holm", "Lars Ek", "Anna de Vries"]


def _shown(page) -> list[str]:
    proxy = page.proxy
    return [proxy.data(proxy.index(r, NAME)) for r in range(proxy.rowCount())]


def test_player_list_sorts_by_collation_and_the_name_order_setting(qtbot, tmp_path, window,
                                                                   monkeypatch):
    path = tmp_path / "order.tdevent"
    with Event.create(path, name="Order Cup", games=3, fee=10) as event:
        for name in NAMES:
            event.add_player(name)
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
