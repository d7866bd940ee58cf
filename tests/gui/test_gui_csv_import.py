"""The window's CSV import: a header it cannot place gets a step that places the columns by
hand, with the preview following; the import then uses that mapping."""

import pytest
from PySide6.QtWidgets import QDialog

from tournament_director.gui import players as players_page
from tournament_director.gui.players import CsvImportDialog
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui


def import_through_the_page(window, monkeypatch, dialog, csv) -> None:
    """The Players page's Import CSV... with `csv` chosen and `dialog` as its dialog."""
    monkeypatch.setattr(players_page, "CsvImportDialog", dialog)
    monkeypatch.setattr(players_page.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(csv), "")))
    window.show_page(0)
    window.players_page.import_csv()


def test_an_unknown_header_is_placed_by_hand_and_imported(tmp_path, window, monkeypatch):
    path = tmp_path / "imp.tdevent"
    Event.create(path, name="Imp", games=1, fee=500).close()  # 5.00
    assert window.open_event(path)
    csv = tmp_path / "aanmeldingen.csv"
    csv.write_bytes("Nr;Wie;Waar vandaan;Betaald?\r\n1;Renée Visser;Café Spel;ja\r\n"
                    "2;Łukasz;Kraków;nee\r\n".encode())
    dialog = CsvImportDialog(window.session, str(csv), window)
    assert set(dialog.boxes) == {"name", "first name", "last name", "club", "paid"}
    assert not dialog.import_button.isEnabled()
    assert dialog.table.rowCount() == 0
    assert dialog.summary.text().startswith("Choose at least the column of the name")
    dialog.boxes["name"].setCurrentIndex(2)  # (none), Nr, Wie, ...
    dialog.boxes["club"].setCurrentIndex(3)
    dialog.boxes["paid"].setCurrentIndex(4)
    assert dialog.mapping == {"name": 1, "club": 2, "paid": 3}
    assert [dialog.table.item(r, 1).text() for r in range(2)] == ["Renée Visser", "Łukasz"]
    assert [dialog.table.item(r, 3).text() for r in range(2)] == ["5", "0"]  # yes: the fee
    assert dialog.ignored_label.text() == "Columns not used (ignored): Nr."
    assert dialog.import_button.isEnabled()
    dialog.close()

    class Chosen(CsvImportDialog):
        def exec(self):
            self.boxes["name"].setCurrentIndex(2)
            self.boxes["paid"].setCurrentIndex(4)
            return QDialog.DialogCode.Accepted
    import_through_the_page(window, monkeypatch, Chosen, csv)
    got = [(p.name, p.paid) for p in window.session.players()]
    assert got == [("Renée Visser", 500), ("Łukasz", 0)]


def test_a_file_with_a_bad_row_imports_its_good_rows_and_names_the_bad(tmp_path, window,
                                                                       monkeypatch):
    """Issue 35: a Dutch CSV with "5,50" (cents) and one bad row: the dialog offers the good
    rows now; the page then says which line was left out."""
    path = tmp_path / "beker.tdevent"
    Event.create(path, name="Beker", games=2, fee="7,50").close()
    assert window.open_event(path)
    csv = tmp_path / "inschrijving.csv"
    csv.write_text("naam;betaald\nAnna;5,50\nBram;vijf\nChloé;ja\n", encoding="utf-8")
    seen = {}

    class Accepted(CsvImportDialog):
        def exec(self):
            seen["button"] = self.import_button.text()
            seen["enabled"] = self.import_button.isEnabled()
            seen["paid"] = [self.table.item(r, 3).text() for r in range(self.table.rowCount())]
            return QDialog.DialogCode.Accepted
    import_through_the_page(window, monkeypatch, Accepted, csv)
    assert seen == {"button": "Import the 2 players of the good rows", "enabled": True,
                    "paid": ["5.50", "7.50"]}  # "ja": the event's fee
    assert [(p.name, p.paid) for p in window.session.players()] == [("Anna", 550),
                                                                     ("Chloé", 750)]
    label = window.players_page.message_label
    assert label.text().startswith("Imported 2 players from inschrijving.csv")
    assert "1 bad line was not imported: line 3: paid 'vijf'" in label.text()


def test_the_entry_fee_is_typed_to_the_cent_in_the_languages_way(tmp_path, window,
                                                                 monkeypatch, language):
    """The settings' fee box shows and takes cents with the language's decimal sign."""
    from tournament_director.gui.settings_dialog import SettingsDialog
    language("de")
    path = tmp_path / "pokal.tdevent"
    Event.create(path, name="Pokal", games=2, fee="7,50").close()
    assert window.open_event(path)
    shown = {}

    def edit(dialog: SettingsDialog):
        shown["text"] = dialog.fee_spin.text()
        dialog.fee_spin.lineEdit().selectAll()
        dialog.fee_spin.lineEdit().insert("12,25")
        dialog.fee_spin.interpretText()
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", edit)
    window.edit_settings()
    assert shown["text"] == "7,50"
    assert window.session.event.settings.fee == 1225
