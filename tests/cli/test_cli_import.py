"""`import-players` takes Dutch and German Excel exports as they come, and says which columns
it did not place."""

import hashlib


def test_a_german_excel_export_imports_and_the_unplaced_columns_are_named(cli, tmp_path):
    event = tmp_path / "pokal.tdevent"
    cli.ok("new", event, "--name", "Pokal", "--games", 3, "--fee", 15)
    csv = tmp_path / "anmeldungen.csv"
    csv.write_bytes("Zeitstempel;Vorname;Nachname;Verein;Bezahlt;E-Mail\r\n"
                    "01.12.2026;Jürgen;Groß;SV Süd;ja;j@x.de\r\n"
                    "01.12.2026;Renée;Weiß;;15,00;\r\n".encode("cp1252"))
    out = cli.ok("import-players", event, csv).out
    assert "start numbers 1 to 2" in out
    assert "Columns not used (ignored): Zeitstempel, E-Mail" in out
    players = cli.ok("players", event, "--json").json
    assert [(p["name"], p["club"], p["paid"]) for p in players] == [
        ("Jürgen Groß", "SV Süd", 15), ("Renée Weiß", "", 15)]


def test_a_header_it_cannot_place_is_refused_naming_the_columns(cli, tmp_path):
    event = tmp_path / "cup.tdevent"
    cli.ok("new", event, "--name", "Cup", "--games", 3, "--fee", 15)
    before = hashlib.sha256(event.read_bytes()).hexdigest()
    csv = tmp_path / "list.csv"
    csv.write_text("Wie;Waar\nAnna;Ede\n", encoding="utf-8")
    result = cli("import-players", event, csv)
    assert result.code == 2 and result.out == ""
    assert "no column holds the name (columns: 'Wie', 'Waar')" in result.err
    assert len(result.err.strip().splitlines()) == 1
    assert hashlib.sha256(event.read_bytes()).hexdigest() == before
