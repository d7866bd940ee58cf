"""Sign-up exports: header names in any case, unused columns ignored and named."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.service.csvimport import read_players_csv

EXTRA = ["Timestamp", "Email", "Comments", "Phone", "Diet"]


def cased(word, flips):
    return "".join(c.upper() if f else c.lower() for c, f in zip(word, flips))


@settings(max_examples=60, deadline=None)
@given(columns=st.permutations(["first name", "last name", "club"] + EXTRA),
       flips=st.lists(st.booleans(), min_size=12, max_size=12),
       sep=st.sampled_from([",", ";", "\t"]))
def test_sign_up_export_any_case_any_order(tmp_path_factory, columns, flips, sep):
    header = [cased(c, flips) for c in columns]
    values = {"first name": "Þórunn", "last name": "Guðmundsdóttir", "club": "Reykjavík"}
    row = [values.get(c, f"x {c}") for c in columns]
    path = tmp_path_factory.mktemp("csv") / "export.csv"
    path.write_text(sep.join(header) + "\n" + sep.join(row) + "\n", encoding="utf-8")
    preview = read_players_csv(path)
    assert preview.errors == []
    assert [(r["name"], r["club"]) for r in preview.rows] == [
        ("Þórunn Guðmundsdóttir", "Reykjavík")]
    assert sorted(x.lower() for x in preview.ignored) == sorted(x.lower() for x in EXTRA)


def test_clear_messages(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text("First name,Email\nAnn,a@x\n", encoding="utf-8")
    assert read_players_csv(path).errors[0].startswith(
        "line 1: no column holds the name (columns: 'First name', 'Email'): name one 'name' "
        "(or 'first name' and 'last name'")
    path.write_text("Name,NAME\nAnn,Bo\n", encoding="utf-8")
    assert read_players_csv(path).errors == ["line 1: the column 'name' is named twice: keep one"]
    path.write_text("first name,last name\n,\n Ann , \n", encoding="utf-8")
    preview = read_players_csv(path)
    assert [r["name"] for r in preview.rows] == ["Ann"]
