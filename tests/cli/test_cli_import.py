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


def _digest(path) -> str:
    wal = path.with_name(path.name + "-wal")
    return hashlib.sha256(path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
                          ).hexdigest()


def test_a_dutch_csv_with_cents_and_one_bad_row_imports_with_skip_bad(cli, tmp_path):
    """Issue 35: "5,50" is 5.50; one bad row refuses the file (exit 2, no byte changed, the
    way out named) until --skip-bad imports the good rows and names each skipped line."""
    event = tmp_path / "beker.tdevent"
    cli.ok("new", event, "--name", "Beker", "--games", 3, "--fee", "7,50")
    csv = tmp_path / "inschrijvingen.csv"
    csv.write_text("naam;betaald\nAnna;5,50\nBram;vijf\nChloé;€ 7,50\nDawid;ja\nEva;-2\n",
                   encoding="utf-8")
    before = _digest(event)
    refused = cli("import-players", event, csv)
    assert refused.code == 2 and refused.out == ""
    assert refused.err.strip().endswith(
        "inschrijvingen.csv line 3: paid 'vijf' is not an amount (such as 20, 7.50 or 7,50) "
        "(and 1 more); nothing was imported: fix the file, or import the 3 good rows now with "
        "--skip-bad.")
    assert len(refused.err.strip().splitlines()) == 1 and _digest(event) == before
    out = cli.ok("import-players", event, csv, "--skip-bad").out.splitlines()
    assert out == ["Registered 3 players: start numbers 1 to 3",
                   "Skipped (not imported): line 3: paid 'vijf' is not an amount (such as 20, "
                   "7.50 or 7,50)",
                   "Skipped (not imported): line 6: paid '-2' is negative"]
    players = cli.ok("players", event, "--json").json
    assert [(p["name"], p["paid"]) for p in players] == [("Anna", 5.5), ("Chloé", 7.5),
                                                         ("Dawid", 7.5)]
    assert "bad lines skipped: 3, 6" in cli.ok("log", event, "--limit", 1).out
    assert "paid 5.50" in cli.ok("players", event).out


def test_fees_to_the_cent_are_paid_out_to_the_cent(cli, tmp_path):
    """A fee of 7.50 (typed "7,50"): the pot to the cent in JSON (7.5 a player), the refunds
    and prizes whole, the left-over with the cents; the text output as the language writes
    it."""
    event = tmp_path / "cup.tdevent"
    cli.ok("new", event, "--name", "Cup", "--games", 1, "--fee", "7,50", "--table-points",
           "none", "--seed", 2)
    for i in range(1, 8):
        cli.ok("add-player", event, f"Player {i}")
    cli.ok("edit-player", event, 7, "--paid", "5.25")
    tables = cli.ok("seat", event, "--json").json["tables"]
    for t in tables:
        ranks = ",".join(f"{p}={i}" for i, p in enumerate(t["players"], 1))
        cli.ok("record", event, "--game", 1, "--table", t["table"], "--ranks", ranks)
    doc = cli.ok("payout", event, "--json").json
    assert doc["pot"] == 6 * 7.5 + 5.25 == 50.25
    assert all(isinstance(r["amount"], int) for r in doc["refunds"])
    assert all(isinstance(w["amount"], int) for w in doc["winners"])
    paid = sum(r["amount"] for r in doc["refunds"]) + sum(w["amount"] for w in doc["winners"])
    assert round(paid + doc["left_over"]["amount"], 2) == doc["total_paid"] == 50.25
    assert doc["left_over"]["amount"] != int(doc["left_over"]["amount"])  # the cents
    text = cli.ok("payout", event).out
    assert "Pot 50.25" in text and "Total paid 50.25" in text
