"""`print scorecard` and `print tablecards`, the name order setting, and the report data."""

from pypdf import PdfReader

from tournament_director.service import configure, views
from tournament_director.service.event import Event
from tournament_director.store import schema


def _text(path) -> str:
    return " ".join(" ".join((p.extract_text() or "") for p in PdfReader(str(path)).pages).split())


def _event(tmp_path, cli, players=9):
    path = tmp_path / "cards.tdevent"
    cli.ok("demo", path, "--players", players, "--games", 3, "--seed", 5)
    return path


def test_print_score_cards_of_everyone_or_one_player(tmp_path, cli):
    path = _event(tmp_path, cli)
    out = tmp_path / "cards.pdf"
    assert cli.ok("print", path, "scorecard", "-o", out).out.startswith("Wrote")
    with Event.open(path, lock=False) as event:
        cards = views.report_scorecards(event)["cards"]
        one = views.report_scorecards(event, [3])["cards"]
    assert len(cards) == 9 and all(len(c["games"]) == 3 for c in cards)
    assert len(PdfReader(str(out)).pages) == 5  # two to a page
    cli.ok("print", path, "scorecard", "--player", 3, "-o", out)
    assert len(one) == 1 and one[0]["start_no"] == 3
    text = _text(out)
    assert "No. 3" in text and all(f"No. {n}" not in text for n in (1, 2, 4))
    for g in one[0]["games"]:
        assert f"{g['game']} {g['table']} {g['seat']}" in text


def test_print_table_cards(tmp_path, cli):
    path = _event(tmp_path, cli, players=14)
    out = tmp_path / "tents.pdf"
    cli.ok("print", path, "tablecards", "-o", out)
    with Event.open(path, lock=False) as event:
        tables = views.report_tables(event)["tables"]
    pages = PdfReader(str(out)).pages
    assert len(pages) == len(tables) >= 3
    assert pages[0].extract_text().split().count("1") == 2


def test_table_cards_before_game_1_follow_the_plan(tmp_path, cli):
    path = tmp_path / "new.tdevent"
    cli.ok("new", path, "--name", "Fresh", "--games", 3, "--fee", 10)
    for i in range(12):
        cli.ok("add-player", path, f"Player {i}")
    with Event.open(path, lock=False) as event:
        assert views.report_tables(event) == {"game": 0, "tables": [1, 2]}  # 12 -> 6 + 6


def test_name_order_is_an_event_setting_stored_by_its_own_step(tmp_path, cli):
    assert "m004_name_order" in schema.STEPS
    path = _event(tmp_path, cli)
    with Event.open(path) as event:
        assert event.settings.name_order == "name"
        assert views.report_event(event)["name_order"] == "name"
        configure.update_settings(event, name_order="surname")
        assert views.report_event(event)["name_order"] == "surname"
        try:
            configure.update_settings(event, name_order="first letter")
        except Exception as exc:  # a ServiceError saying what to use
            assert "name or surname" in str(exc)
        else:
            raise AssertionError("an unknown name order was accepted")
        ev = views.report_event(event)
    assert ev["game"] == "generic" and ev["game_label"] == ""  # no "Any game (...)" header
    assert isinstance(ev["tiebreak_items"], list)


def test_a_score_card_with_a_penalty_adds_up(tmp_path, cli):
    """Each game, then each penalty or award with its reason and game, then the total: the
    figures on the card add up to it (issue 35)."""
    path = _event(tmp_path, cli)
    cli.ok("adjust", path, 3, "--points", "-1.5", "--reason", "Late back from lunch",
           "--game", 2)
    cli.ok("adjust", path, 3, "--points", "0.5", "--reason", "Fair play")
    out = tmp_path / "card.pdf"
    cli.ok("print", path, "scorecard", "--player", 3, "-o", out)
    with Event.open(path, lock=False) as event:
        card = views.report_scorecards(event, [3])["cards"][0]
    text = _text(out)
    assert "Penalty: Late back from lunch (game 2) -1.5" in text
    assert "Award: Fair play +0.5" in text
    games = sum(g["points"] for g in card["games"])
    assert games - 15 + 5 == card["points"]
    assert f"Total {card['points'] // 10}.{card['points'] % 10}" in text
