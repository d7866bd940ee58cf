"""The window sorts names with Qt's collator (ICU): the same order as collation.py's Unicode
Collation Algorithm (pyuca), which the printed reports use, by name and by surname."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.collation import name_key
from tournament_director.gui.collate import ranks, sort_key

HARD = [line.rstrip("\n") for line in
        Path("/work/shared/spec/hard-names.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")] \
    if Path("/work/shared/spec/hard-names.txt").exists() else []
NAMES = HARD + [
    "Zoltán Kiss", "Łukasz Nowak", "Sven Berg", "Søren Holm", "anna Smit", "Anna Smit",
    "Émile Roux", "Emile Roux", "emile roux", "Lars Ek", "Anna de Vries", "Jan van der Berg",
    "Pieter Bakker", "Zoë Adams", "Þór Jónsson", "Thor Jonsson", "Ærø", "Aaron", "Ångström",
    "Ängel", "Çelik", "Ćirić", "Đorđe", "İlker", "Ilker", "ılık", "Øystein", "Oystein",
    "Straße", "Strasse", "IJsbrand", "Ĳsbrand", "O'Brien", "Obrien", "O Brien", "McDonald",
    "MacDonald", "Ñuñez", "Nunez", "Ştefan", "Stefan", "王小明", "李", "Σωκράτης Αλεξίου",
    "Дмитрий Шостакович", "Борис", "=SUM(A1:A9)", "@handle", "+44 Fan", "1st", "10th",
    "Zoë 🎲 Dice", "A", "a", "á", "ä", "ą", "Å", "", " ", "-"]


@pytest.mark.parametrize("order", ["name", "surname"])
def test_the_window_sorts_names_as_the_reports_do(order):
    by_pyuca = sorted(NAMES, key=lambda n: name_key(n, order))
    assert sorted(NAMES, key=lambda n: sort_key(n, order)) == by_pyuca
    places = ranks(NAMES, order)
    assert [n for _p, n in sorted(zip(places, NAMES))] == by_pyuca


LETTERS = ("abcdeilnorsuzABDEILNORSZáäåæçčéëíıłñóöøœšßþÁÄÅÆÇČÉÍİŁÑÓÖØŠÞ"
           "αβγΑΒΓабвгАБВ -'.")


@settings(max_examples=300, deadline=None)
@given(st.text(LETTERS, max_size=8), st.text(LETTERS, max_size=8),
       st.sampled_from(["name", "surname"]))
def test_any_two_names_compare_the_same_way(a, b, order):
    ka, kb = name_key(a, order), name_key(b, order)
    qa, qb = sort_key(a, order), sort_key(b, order)
    assert (ka < kb, ka == kb) == (qa < qb, qa == qb)


def test_a_big_random_sample_sorts_the_same_way():
    """5,000 names of a big event, made of real first names, surnames, particles and random
    letters of many scripts: the window's order (Qt) is the prints' order (pyuca)."""
    import random
    rng = random.Random(20)
    first = ["Anna", "Łukasz", "Søren", "Sven", "Zoë", "Zoe", "Émile", "Þórunn", "Ævar",
             "Jiří", "Gülşen", "Trần", "Дмитрий", "Σωκράτης", "王", "Małgorzata", "Oskar",
             "Øystein", "Ingrid", "İlker", "Ilker", "Đorđe", "Ñuño", "José", "Jose"]
    last = ["Berg", "van der Berg", "de Vries", "Żółć", "Holm", "Öztürk", "Čermák",
            "Wolfeschlegelsteinhausenbergerdorff", "O'Brien", "Obrien", "Mac-Lochlainn",
            "Ó Súilleabháin", "Straße", "Strasse", "Шостакович", "Αλεξίου", "小明",
            "von Hohenzollern-Sigmaringen-Württemberg", "Guðmundsdóttir"]
    names = [f"{rng.choice(first)} {rng.choice(last)}" for _ in range(3000)]
    names += ["".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 10)))
              for _ in range(2000)]
    for order in ("name", "surname"):
        by_pyuca = sorted(names, key=lambda n: name_key(n, order))
        assert sorted(names, key=lambda n: sort_key(n, order)) == by_pyuca
