"""The window's CSV import: a header it cannot place gets a step that places the columns by
hand, with the preview following; the import then uses that mapping."""

import pytest
from PySide6.QtWidgets import QDialog

from tournament_director.gui import players as players_page
from tournament_director.gui.players import CsvImportDialog
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui


def test_an_unknown_header_is_placed_by_hand_and_imported(tmp_path, window, monkeypatch):
    path = tmp_path / "imp.tdevent"
    Event.create(path, name="Imp", games=1, fee=5).close()
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
    monkeypatch.setattr(players_page, "CsvImportDialog", Chosen)
    monkeypatch.setattr(players_page.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(csv), "")))
    window.show_page(0)
    window.players_page.import_csv()
    got = [(p.name, p.paid) for p in window.session.players()]
    assert got == [("Renée Visser", 5), ("Łukasz", 0)]
