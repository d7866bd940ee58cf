"""Spreadsheet exports import as they come: Dutch and German Excel (Windows code pages, `;`),
Excel's Unicode text (UTF-16, tabs), UTF-8 with or without BOM; header names in English, Dutch
and German; a mapping by hand when the header names no name column."""

import codecs

import pytest

from tournament_director.service import registration
from tournament_director.service.csvimport import decode, read_players_csv
from tournament_director.service.event import Event


@pytest.fixture
def event(tmp_path):
    with Event.create(tmp_path / "cup.tdevent", name="Cup", games=3, fee=20, seed=1) as ev:
        yield ev


def write(tmp_path, text: str, encoding: str, name="players.csv"):
    path = tmp_path / name
    data = text.replace("\n", "\r\n").encode(encoding)
    if encoding == "utf-16-le":
        data = codecs.BOM_UTF16_LE + data
    path.write_bytes(data)
    return path


def rows(preview):
    assert preview.errors == []
    return [(r["name"], r["club"], r["paid"]) for r in preview.rows]


def test_dutch_excel_csv_in_windows_1252_with_semicolons(tmp_path):
    path = write(tmp_path, "Naam;Vereniging;Betaald\nJosé Müller;Café De Zwaan;20,00\n"
                           "Frère Jacques;Spel & Zo;€ 15\nAnneke Jansen;;nee\n", "cp1252")
    assert rows(read_players_csv(path)) == [("José Müller", "Café De Zwaan", 2000),  # cents
                                            ("Frère Jacques", "Spel & Zo", 1500),
                                            ("Anneke Jansen", "", 0)]


def test_german_excel_first_and_last_name_and_a_yes_no_paid_column(tmp_path):
    path = write(tmp_path, "Vorname;Nachname;Verein;Bezahlt;E-Mail\n"
                           "Jürgen;Groß;SV Süd;ja;j@x.de\nÖzlem;Yilmaz;;nein;\n", "cp1252")
    preview = read_players_csv(path)
    assert rows(preview) == [("Jürgen Groß", "SV Süd", None), ("Özlem Yilmaz", "", 0)]
    assert preview.ignored == ["E-Mail"]


def test_dutch_first_name_infix_and_last_name_make_the_name(tmp_path):
    path = write(tmp_path, "Voornaam;Tussenvoegsel;Achternaam;Club\n"
                           "Jan;van der;Berg;Utrecht\nSanne;;Visser;Delft\n", "utf-8")
    assert rows(read_players_csv(path)) == [("Jan van der Berg", "Utrecht", None),
                                            ("Sanne Visser", "Delft", None)]


def test_polish_and_czech_names_in_central_european_windows_1250(tmp_path):
    names = ["Łukasz Żółć", "Małgorzata Wiśniewska", "Jiří Čermák"]
    path = write(tmp_path, "name;club\n" + "".join(f"{n};Kraków\n" for n in names), "cp1250")
    assert [r[0] for r in rows(read_players_csv(path))] == names


def test_cyrillic_names_in_windows_1251(tmp_path):
    path = write(tmp_path, "name\nДмитрий Шостакович\nСергей Прокофьев\n", "cp1251")
    assert [r[0] for r in rows(read_players_csv(path))] == ["Дмитрий Шостакович",
                                                           "Сергей Прокофьев"]


def test_excel_unicode_text_is_utf16_with_tabs(tmp_path, hard_names):
    names = [n.strip() for n in hard_names]
    text = "Name\tClub\tPaid\n" + "".join(f"{n.replace(chr(34), '')}\tZoë's\t5\n"
                                          for n in names)
    path = write(tmp_path, text, "utf-16-le")
    got = rows(read_players_csv(path))
    assert [r[0] for r in got] == [n.replace('"', "") for n in names]
    assert {r[1] for r in got} == {"Zoë's"} and {r[2] for r in got} == {500}


def test_utf8_with_and_without_bom_and_commas(tmp_path):
    for enc in ("utf-8", "utf-8-sig"):
        path = write(tmp_path, "name,club,paid\n\"Berg, Anna\",Kraków,10\nZoë 🎲 Dice,,\n", enc,
                     name=f"{enc}.csv")
        assert rows(read_players_csv(path)) == [("Berg, Anna", "Kraków", 1000),
                                                ("Zoë 🎲 Dice", "", None)]


def test_amounts_as_spreadsheets_write_them(tmp_path):
    """Cents too (issue 35): a Dutch "5,50" is 5.50; what is no amount is named."""
    path = write(tmp_path, "naam;betaald\nA;20,00\nB;20.00\nC;EUR 25\nD;1.000\nE;20,50\n"
                           "F;5,5\nG;€ 7,50\nH;20,-\nI;7,505,0\nJ;-5\n", "utf-8")
    preview = read_players_csv(path)
    assert [(r["name"], r["paid"]) for r in preview.rows] == [
        ("A", 2000), ("B", 2000), ("C", 2500), ("D", 100000), ("E", 2050), ("F", 550),
        ("G", 750), ("H", 2000)]
    assert preview.errors == [
        "line 10: paid '7,505,0' is not an amount (such as 20, 7.50 or 7,50)",
        "line 11: paid '-5' is negative"]


def test_an_unknown_header_says_which_columns_it_found_and_can_be_mapped(tmp_path, event):
    path = write(tmp_path, "Deelnemer nr;Wie;Waar vandaan\n1;Anna Berg;Leiden\n2;Ben;Ede\n",
                 "utf-8")
    preview = registration.preview_csv(event, path)
    assert preview.rows == []
    assert "'Deelnemer nr', 'Wie', 'Waar vandaan'" in preview.errors[0]
    assert preview.columns == ["Deelnemer nr", "Wie", "Waar vandaan"]
    mapped = registration.preview_csv(event, path, {"name": 1, "club": 2})
    assert [(r["name"], r["club"]) for r in mapped.rows] == [("Anna Berg", "Leiden"),
                                                             ("Ben", "Ede")]
    assert mapped.ignored == ["Deelnemer nr"]
    done = registration.import_players(event, path, {"name": 1, "club": 2})
    assert [p.name for p in done.value] == ["Anna Berg", "Ben"]


def test_a_binary_file_is_still_not_text():
    assert decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00")[0] is None
