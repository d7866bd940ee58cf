"""Nobody is ranked before one of their results counts: the standings as text and as printed
say "–", the ranks close up over the unranked; --json (a machine format) is unchanged."""

from pypdf import PdfReader

NO_ITEMS = "cities=0,preserve_stones=0,limbo_groups=0,spaceport=no"


def seated(cli, tmp_path):
    event = tmp_path / "cup.tdevent"
    cli.ok("new", event, "--name", "Cup", "--games", 2, "--fee", 10, "--seed", 4)
    for name in ("Łukasz Żółć", "Søren", "王小明", "Ben & Jerry", "Zoë 🎲 Dice", "Anna", "Ola"):
        cli.ok("add-player", event, name)
    cli.ok("seat", event)
    return event


def test_before_any_result_nobody_has_a_rank(cli, tmp_path):
    event = seated(cli, tmp_path)
    lines = cli.ok("standings", event).out.splitlines()
    assert len(lines) == 7 and all(line.split()[0] == "\u2013" for line in lines)
    assert {r["rank"] for r in cli.ok("standings", event, "--json").json} == {1}  # as before
    cli.ok("print", event, "standings", "-o", tmp_path / "s.pdf")
    text = PdfReader(tmp_path / "s.pdf").pages[0].extract_text()
    assert "1=" not in text and "\u2013" in text


def test_once_a_table_is_in_its_players_are_ranked_first(cli, tmp_path):
    event = seated(cli, tmp_path)
    table = cli.ok("seating", event, "--game", 1, "--json").json["tables"][0]["players"]
    ranks = ",".join(f"{p}={i}" for i, p in enumerate(table, 1))
    cli.ok("record", event, "--game", 1, "--table", 1, "--ranks", ranks, "--points", NO_ITEMS)
    lines = [line.split() for line in cli.ok("standings", event).out.splitlines()]
    assert [(line[0], int(line[1])) for line in lines[:len(table)]] == [
        (str(i), p) for i, p in enumerate(table, 1)]
    assert {line[0] for line in lines[len(table):]} == {"\u2013"}
