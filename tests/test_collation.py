"""The one collation: alphabetical order (the README's), page letter ranges, the A-Z index's
groups and search folding, as the prints, the poster, the web pages and the window use them."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.collation import (
    OTHERS,
    fold,
    fold_table,
    found,
    index_letter,
    list_order,
    matches,
    name_key,
    range_label,
    search_row,
    search_text,
    search_words,
    sort_by_name,
    sort_text,
)


def test_the_readme_order():
    names = ["Zoe Adams", "Sven Berg", "Søren Holm", "Łukasz Nowak", "Lars Ek", "anna Smit",
             "=SUM(A1:A9)", "Émile Roux", "Anna de Vries"]
    assert sort_by_name(names) == ["Anna de Vries", "anna Smit", "Émile Roux", "Lars Ek",
                                   "Łukasz Nowak", "Søren Holm", "=SUM(A1:A9)",
                                   "Sven Berg", "Zoe Adams"]
    # by surname, particles with it: de Vries, van der Berg, Zwart
    assert sort_by_name(["Piet Zwart", "Jan van der Berg", "Anna de Vries"], order="surname") \
        == ["Anna de Vries", "Jan van der Berg", "Piet Zwart"]


@pytest.mark.parametrize("name, other, label", [
    ("Anna de Vries", None, "An"), ("Koen van der Veen", "Kok Isa", "Koe"),
    ("@handle", None, "Ha"), ("王小明", None, "王小"), ("ølaf", "Zed", "Øl"),
])
def test_range_label(name, other, label):
    assert range_label(name, other) == label


@pytest.mark.parametrize("typed, name", [
    ("lukasz", "Łukasz Żółć"), ("zolc", "Łukasz Żółć"), ("LUKASZ ZOLC", "Łukasz Żółć"),
    ("soren", "Søren Holm"), ("aevar", "Ævar Þór"), ("thorunn", "Þórunn Guðmundsdóttir"),
    ("gudmundsdottir", "Þórunn Guðmundsdóttir"), ("strasse", "Anna Straße"),
    ("malgorzata wisniewska", "Małgorzata Wiśniewska"), ("cermak", "Jiří Čermák"),
    ("gulsen ozturk", "Gülşen Öztürk"), ("tran thi huong", "Trần Thị Hương"),
    ("obrien", "Tom O'Brien"), ("o'brien", "Tom O’Brien"), ("dmitriy", "Дмитрий Шостакович"),
    ("Дмитрий", "Дмитрий Шостакович"), ("sokratis", "Σωκράτης Αλεξίου"),
    ("jose decomposed", "Jose\u0301 Decomposed"), ("josé", "José Decomposed"),
    ("zoe dice", "Zoë 🎲 Dice"), ("ijsbrand", "Ĳsbrand"), ("王", "王小明"),
    ("sum a1", "=SUM(A1:A9)"), ("handle", "@handle"), ("ben jerry", "Ben & Jerry"),
    ("Ｌｕｋａｓｚ", "Łukasz Żółć"),  # full-width letters of a phone's keyboard
])
def test_search_finds_a_name_as_a_plain_keyboard_types_it(typed, name):
    assert matches(search_words(typed), fold(name)), (typed, fold(name))
    assert matches(search_words(typed), search_text(name)), (typed, search_text(name))


@pytest.mark.parametrize("typed, name", [
    ("mueller", "Jonas Müller"), ("muller", "Jonas Müller"), ("müller", "Jonas Müller"),
    ("muller", "Greta Mueller"), ("müller", "Greta Mueller"), ("mueller", "Greta Mueller"),
    ("eller", "Jonas Müller"), ("schoen", "Lea Schön"), ("schon", "Lea Schoen"),
    ("baer", "Tim Bär"), ("bar", "Tim Baer"), ("strasse", "Anna Straße"),
    ("OEZTUERK", "Gülşen Öztürk"), ("44", "+44 Fan"), ("+44", "+44 Fan"),
])
def test_search_takes_the_german_spellings_both_ways(typed, name):
    """ue, oe, ae for ü, ö, ä and back (issue 35): what a German types without umlauts."""
    assert matches(search_words(typed), search_text(name)), (typed, search_text(name))


def test_the_german_spellings_find_no_one_else():
    assert not matches(search_words("mueller"), search_text("Jonas Miller"))
    assert not matches(search_words("schoen"), search_text("Lea Schaan"))
    # the spellings are apart: no word is found across them
    assert not found("muller jonas", search_text("Jonas Müller")), search_text("Jonas Müller")
    assert search_row(12, "Jonas Müller", "Club").startswith("12 jonas muller club")


def test_search_folding_of_odd_input():
    assert fold("①") == "1" and fold("²") == "2" and fold("🎲") == ""
    assert fold("  Anna \u00a0 Berg ") == "anna berg"
    assert fold(None) == "" and fold("") == ""
    assert not matches(search_words("!!!"), "anna")  # nothing to look for finds nobody
    assert not matches(search_words("zolc lukasz x"), fold("Łukasz Żółć"))


def test_the_fold_table_says_what_a_browser_must_fold():
    table = fold_table(["Łukasz Żółć", "Søren"], extra="æ")
    assert table["Ł"] == "L" and table["ł"] == "l" and table["ø"] == "o"
    assert table["Ø"] == "O" and table["æ"] == "ae"
    assert all(not k.isascii() for k in table)


def test_the_index_groups_follow_the_order():
    names = ["Zoe", "Łukasz", "Lars", "Ærø", "Aaron", "Søren", "Sven", "Þórunn", "王小明",
             "Дмитрий", "=SUM", "1st", "Øystein", "Oskar"]
    ordered = sort_by_name(names)
    groups = [index_letter(n) for n in ordered]
    # each group is one run in the sorted list: the index's links go down the page
    seen, runs = set(), []
    for g in groups:
        if not runs or runs[-1] != g:
            assert g not in seen, (g, ordered)
            seen.add(g)
            runs.append(g)
    heading = dict(zip(ordered, (label for _g, label in groups)))
    assert heading["Łukasz"] == heading["Lars"] == "L"
    assert heading["Ærø"] == heading["Aaron"] == "A"
    assert heading["Søren"] == "S"
    assert heading["Sven"] == "S" and heading["=SUM"] == "S"
    assert heading["Þórunn"] == "Þ" and heading["Дмитрий"] == "Д"
    assert heading["王小明"] == OTHERS and heading["1st"] == "1"
    assert heading["Øystein"] == heading["Oskar"] == "O"  # ø sorts as o: "Søren" < "Sven"
    assert index_letter("Jan van der Berg", "surname")[1] == "V"


@given(st.text(max_size=12))
def test_folding_is_plain_ascii_and_stable(text):
    folded = fold(text)
    assert folded.isascii() and folded == folded.strip()
    assert fold(folded) == folded
    assert name_key(text) is not None


# -- filing: a surname's particles in Dutch and German lists (issue 35) -----------------------
@pytest.mark.parametrize("name, order, letter", [
    ("Jan de Boer", "surname:nl", "B"), ("Anna van der Berg", "surname:nl", "B"),
    ("Kees ter Horst", "surname:nl", "H"), ("Piet in 't Veld", "surname:nl", "V"),
    ("Joop den Uyl", "surname:nl", "U"), ("Jan Van Damme", "surname:nl", "V"),
    ("JAN DE BOER", "surname:nl", "B"), ("de Boer", "name:nl", "B"),
    ("Ursula von der Leyen", "surname:de", "L"), ("Karl-Theodor zu Guttenberg", "surname:de",
                                                 "G"),
    ("Jan de Boer", "surname:de", "D"), ("Jan de Boer", "surname", "D"),
    ("Anna van der Berg", "surname", "V"), ("Jan de Boer", "name:nl", "J"),
])
def test_particles_do_not_count_for_the_letter_in_dutch_and_german(name, order, letter):
    """Dutch lists pass over a surname's particles (a capitalised one, as in Belgium, counts
    as written); German ones over von and zu; as written (English, or the event's setting)
    every word counts."""
    assert index_letter(name, order)[1] == letter, sort_text(name, order)


def test_a_dutch_list_files_by_the_surname_without_its_particles():
    names = ["Jan de Boer", "Anna Bakker", "Kees ter Horst", "Carl Claes", "Eva van der Meer",
             "Lieke Smits", "Piet van Dijk"]
    assert sort_by_name(names, order="surname:nl") == [
        "Anna Bakker", "Jan de Boer", "Carl Claes", "Piet van Dijk", "Kees ter Horst",
        "Eva van der Meer", "Lieke Smits"]
    assert sort_by_name(names, order="surname") == [
        "Anna Bakker", "Carl Claes", "Jan de Boer", "Lieke Smits", "Kees ter Horst",
        "Eva van der Meer", "Piet van Dijk"]
    # the page's letter range comes from the same text
    assert range_label(sort_text("Jan de Boer", "surname:nl"), None) == "Bo"


def test_the_list_order_is_the_languages_unless_names_are_filed_as_written():
    assert list_order("surname", False, "nl") == "surname:nl"
    assert list_order("surname", False, "de") == "surname:de"
    assert list_order("name", False, "nl_NL") == "name:nl"
    assert list_order("surname", False, "en") == "surname"
    assert list_order("surname", True, "nl") == "surname"
    assert list_order("other", False, "en") == "name"


_WORD = st.sampled_from(["de", "van", "der", "ter", "'t", "in", "von", "zu", "Boer", "Berg",
                         "Jan", "Anna", "Leyen", "Van", "DE", "Horst", "Müller", "la"])


@given(st.lists(_WORD, min_size=1, max_size=5), st.sampled_from(["name", "surname"]),
       st.sampled_from(["nl", "de"]))
def test_filing_moves_particles_and_loses_no_word(words, order, lang):
    """Under a language's rule the sort text holds the same words, only the particles moved
    behind; as written (the event's setting) no word moves."""
    name = " ".join(words)
    filed = sort_text(name, f"{order}:{lang}")
    assert sorted(filed.split(" ")) == sorted(words)
    assert sort_text(name, list_order(order, True, lang)) == sort_text(name, order)
    assert index_letter(name, f"{order}:{lang}")[1]  # every name is filed under a letter
    if not {w.casefold() for w in words} & {"de", "van", "der", "ter", "'t", "in", "von",
                                            "zu", "la"}:
        assert filed == sort_text(name, order)  # no particle: as written
