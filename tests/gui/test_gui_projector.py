"""The projector: follows the event, pages, never takes the keyboard; the round clock."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from tournament_director.gui import hall as hall_module
from tournament_director.gui import projector as proj
from tournament_director.rules import clock as rules
from tournament_director.service import hall, history, prizes, registration, results, seating
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event

from ..conftest import made_once

pytestmark = pytest.mark.timeout(60)

HARD = [line for line in Path("/work/shared/spec/hard-names.txt").read_text(
    encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")]


@pytest.fixture
@made_once
def seated(tmp_path):
    """An event of the hard names plus others, game 1 seated, no result yet."""
    path = tmp_path / "hall.tdevent"
    with Event.create(path, name="Hall <b>Open</b>", games=2, fee=10, seed=3) as ev:
        registration.register_many(ev, [{"name": n} for n in HARD]
                                   + [{"name": f"Player {i:03d}"} for i in range(60)])
        seating.seat_next_game(ev)
    return path


@pytest.fixture
def shown(window, seated, qtbot):
    assert window.open_event(seated)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    window.show_page(0)  # Players: the director is typing a late entry's name
    window.players_page.name_edit.setFocus()
    qtbot.waitUntil(window.players_page.name_edit.hasFocus, timeout=3000)
    p = window.hall.show_projector()
    p.resize(1920, 1080)
    qtbot.wait(20)
    return p


def page_kinds(p):
    return [pg.kind for pg in p.pages()]


def test_director_keeps_the_keyboard(window, shown, qtbot, type_text):
    assert shown.isVisible()
    assert shown.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert QApplication.activeWindow() is window
    edit = window.players_page.name_edit
    assert edit.hasFocus()
    shown.next_page()
    window.hall.toggle_full_screen()
    qtbot.wait(50)
    assert QApplication.activeWindow() is window and edit.hasFocus()
    type_text(edit, "Zoë")
    assert edit.text() == "Zoë"
    # full screen is remembered: the projector opens full screen next time
    assert shown.isFullScreen()
    shown.close()  # closed by hand (the window manager's close button)
    assert not window.hall.projector_action.isChecked()
    window.hall.projector_action.trigger()
    assert shown.isVisible() and shown.isFullScreen()
    assert QApplication.activeWindow() is window and edit.hasFocus()


def test_find_your_table_pages_every_player_alphabetically(shown):
    m = shown.metrics()
    assert m.name_px >= 1080 / 30
    find = [pg for pg in shown.pages() if pg.kind == "find"]
    listed = [row for pg in find for row in pg.items]
    with Event.open(shown_path(shown), lock=False) as ev:
        expected = hall.find_your_table(ev)["players"]
    assert [(r["name"], r["table"], r["seat"]) for r in expected] == listed
    assert len(listed) == len(HARD) + 60
    # at 1920x1080 they do not fit one page: A-K / L-Z style, the name range in the header
    assert len(find) > 1
    for pg in find:
        first, last = pg.range.split(" \u2013 ")
        assert pg.items[0][0].lstrip("+=@<").casefold().startswith(first.casefold())
        assert pg.items[-1][0].lstrip("+=@<").casefold().startswith(last.casefold())
    assert [pg.part for pg in find] == [f"{i}/{len(find)}" for i in range(1, len(find) + 1)]
    for pg in find:  # every row of the page fits in the window
        rows_needed = math.ceil(len(pg.items) / pg.columns)
        assert (rows_needed + 1) * round(pg.px * 1.3) <= m.area.height()
    # a game just seated, no result in: find your table only (the tables after a result)
    assert set(page_kinds(shown)) == {"find"}


def shown_path(p):
    return QApplication.activeWindow().session.path


def test_pages_cycle_by_hand_and_on_the_timer(shown, qtbot, window):
    n = len(shown.pages())
    assert shown.index == 0
    window.hall.next_action.trigger()
    assert shown.index == 1
    window.hall.prev_action.trigger()
    window.hall.prev_action.trigger()
    assert shown.index == n - 1
    shown.timer.setInterval(30)
    shown.timer.start()
    qtbot.waitUntil(lambda: shown.index == 0, timeout=2000)
    window.hall.pause_action.trigger()
    assert shown.paused and not shown.timer.isActive()
    qtbot.wait(100)
    assert shown.index == 0


def test_follows_results_standings_and_prizes(window, tmp_path, qtbot):
    path = tmp_path / "done.tdevent"
    make_demo(path, players=39, games=2, play=1, partial_tables=1).close()
    assert window.open_event(path)
    p = window.hall.show_projector()
    p.resize(1024, 768)
    assert "top" in page_kinds(p) and "prizes" not in page_kinds(p)
    # the last game's results, recorded through the window's session
    s = window.session
    game = s.event.game(2)
    for t in game.tables:
        s.act(results.record, 2, t.table, places={n: i for i, n in enumerate(t.players, 1)},
              items={"cities": 1, "preserve_stones": 0, "limbo_groups": 0,
                     "spaceport": False})
    qtbot.waitUntil(lambda: "prizes" in page_kinds(p), timeout=2000)  # queued, at once
    kinds = page_kinds(p)
    assert kinds[-1] == "prizes"
    prize_page = p.pages()[-1]
    winners = prizes.payout(s.event)
    assert len(prize_page.items) == len(winners.winners)
    assert prize_page.items[0][1] == s.event.player(winners.winners[0].player).name
    top = next(pg for pg in p.pages() if pg.kind == "top")
    assert top.title.startswith("Final standings")


def test_announcement_shown_until_cleared(shown, window, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText",
                        staticmethod(lambda *a, **k: ("<i>Lunch</i> at 13:00", True)))
    window.hall.announce_action.trigger()
    assert shown.data.announcement == "<i>Lunch</i> at 13:00"
    assert shown.metrics().banner > 0
    window.hall.clear_action.trigger()
    assert shown.data.announcement == "" and shown.metrics().banner == 0
    assert [e.action for e in window.session.event.audit_log(limit=2)] == ["announce"] * 2


def test_round_clock_in_status_bar_and_on_projector(shown, window, monkeypatch, qtbot):
    now = [1_700_000_000.0]
    window.hall.clock.now = lambda: now[0]
    monkeypatch.setattr(hall.time, "time", lambda: now[0])
    label = window.hall.clock_label
    assert not label.isVisible()
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (45, True)))
    window.hall.set_action.trigger()
    assert label.isVisible() and label.text() == "Round 45:00 (paused)"
    window.hall.start_action.trigger()
    assert window.hall.clock.clock.running
    now[0] += 36 * 60  # 9 minutes left: the warning colour
    window.hall.clock.reload()
    assert label.text() == "Round 9:00" and label.phase == "warning"
    assert shown.clock_text == "9:00" and shown.clock_phase == "warning"
    now[0] += 9 * 60
    window.hall.clock.reload()
    assert label.text() == "Time" and shown.clock_text == "Time"
    window.hall.plus_action.trigger()
    assert label.text() == "Round 1:00" and window.hall.clock.clock.running


def test_clock_survives_closing_and_reopening_the_event(window, seated, monkeypatch):
    assert window.open_event(seated)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (90, True)))
    window.hall.set_action.trigger()
    window.hall.start_action.trigger()
    window.close_event()
    assert not window.hall.clock_label.isVisible() or window.hall.clock.phase() == "unset"
    assert window.open_event(seated)
    c = window.hall.clock.clock
    assert c.running and c.duration == 5400
    assert 5390 <= rules.remaining(c, window.hall.clock.now()) <= 5400


def test_clock_refusal_is_a_message(window, seated, boxes):
    assert window.open_event(seated)
    window.hall.start_action.trigger()  # no time set
    assert boxes and "Set the round's time first" in boxes[-1][1]


def test_painted_on_one_widget_names_as_typed(shown, qtbot):
    from PySide6.QtWidgets import QWidget
    assert shown.findChildren(QWidget) == []  # no widget per name (and no rich-text label)
    img = shown.grab()
    assert img.width() == 1920 and img.height() == 1080
    names = [row[0] for pg in shown.pages() if pg.kind == "find" for row in pg.items]
    assert "<i>Ivy</i> League" in names and "José Decomposed" in names


def test_projector_closes_with_the_event(window, shown):
    window.close_event()
    assert not shown.isVisible()
    assert not window.hall.projector_action.isEnabled()


def test_chosen_kinds_of_page_cycle_and_are_remembered(shown, window):
    window.hall.kind_actions["tables"].setChecked(False)
    window.hall.kind_actions["standings"].setChecked(False)
    assert set(page_kinds(shown)) == {"find"}
    assert window.hall.shown_kinds() == ("find", "prizes")
    window.hall.kind_actions["find"].setChecked(False)
    assert set(page_kinds(shown)) == {"find"}  # no page chosen: find your table all the same


def test_print_menu_prints_the_poster(window, seated, qtbot):
    from PySide6.QtWidgets import QMenu
    assert window.open_event(seated)
    menu = QMenu()
    window.printer.fill_menu(menu)
    action = next(a for a in menu.actions() if a.text().startswith("Poster for the wall"))
    assert action.isEnabled()
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        action.trigger()
    path, _warnings = done.args
    assert path.endswith("poster game 1.pdf")
    from pypdf import PdfReader
    text = PdfReader(path).pages[0].extract_text()
    assert "Find your table" in text and "+44 Fan" in text
    a3 = next(a for a in menu.actions() if a.text().startswith("Poster for the wall on A3"))
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        a3.trigger()
    box = PdfReader(done.args[0]).pages[0].mediabox
    assert sorted(round(float(v)) for v in box.upper_right) == [842, 1191]


def test_before_the_seating_a_welcome_page_then_the_seating(window, tmp_path, qtbot):
    path = tmp_path / "early.tdevent"
    with Event.create(path, name="Early", games=2, fee=5, seed=1) as ev:
        registration.register_many(ev, [{"name": f"P{i}"} for i in range(12)])
    assert window.open_event(path)
    p = window.hall.show_projector()
    assert page_kinds(p) == ["welcome"] and p.data.registered == 12
    s = window.session
    s.act(seating.seat_next_game)
    qtbot.waitUntil(lambda: "find" in page_kinds(p), timeout=2000)
    assert sum(len(pg.items) for pg in p.pages() if pg.kind == "find") == 12
    assert "top" not in page_kinds(p)  # no result yet: no standings


def test_standings_read_only_when_a_standings_page_shows(window, tmp_path, qtbot,
                                                         monkeypatch):
    path = tmp_path / "running.tdevent"
    make_demo(path, players=39, games=3, play=1, partial_tables=1).close()
    assert window.open_event(path)
    p = window.hall.show_projector()
    p.resize(1024, 768)
    assert p.index == 0 and p.pages()[0].kind == "find"
    reads = []
    real = hall_module.add_standings
    monkeypatch.setattr(hall_module, "add_standings", lambda *a: reads.append(1) or real(*a))
    s = window.session
    find_before = p.data.find
    t = next(t for t in s.event.game(2).tables if not t.has_result)
    s.act(results.record, 2, t.table, places={n: i for i, n in enumerate(t.players, 1)},
          items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": True})
    qtbot.wait(50)
    assert reads == [] and p.standings_stale  # find your table shown: no standings read
    assert p.data.find is find_before  # a result moves nobody: the list is not read again
    top = next(i for i, pg in enumerate(p.pages()) if pg.kind == "top")
    p.show_page(top)  # the cycle comes to the standings: read, then shown
    assert reads == [1] and not p.standings_stale
    assert p.pages()[p.index].kind == "top"
    leader = s.event.standings()[0]
    assert p.pages()[p.index].items[0][1] == leader.player.name
    # a result while the standings show: read at once (queued after the window's update)
    t = next(t for t in s.event.game(2).tables if not t.has_result)
    s.act(results.record, 2, t.table, places={n: i for i, n in enumerate(t.players, 1)},
          items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": True})
    qtbot.waitUntil(lambda: len(reads) == 2, timeout=2000)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(0, 400), w=st.integers(320, 3840), h=st.integers(240, 2160),
       banner=st.booleans(), sizes=st.lists(st.integers(3, 6), min_size=1, max_size=80),
       share=st.booleans())
def test_pagination_lists_everyone_once_in_order_and_within_the_window(qapp, n, w, h, banner,
                                                                       sizes, share):
    """(`qapp`: the pages measure the names, which needs Qt's application.)"""
    names = sorted((f"N{i:04d}", 1 + i % 50, 1 + i % 6) for i in range(n))
    tables = []
    for t, size in enumerate(sizes, 1):
        tables.append((t, [(s, f"T{t}S{s}") for s in range(1, size + 1)]))
    data = proj.HallData(event_name="E", games=3, game=1, find=names, tables=tables,
                         announcement="x" if banner else "", tables_in=1,
                         tables_total=len(tables))
    m = proj.Metrics(w, h, banner, share)
    if share:  # the sharing QR code at the right: the pages keep clear of it
        qr = proj.ProjectorWindow.qr_rect(None, m)
        assert m.narrow.right() < qr.left() and qr.width() >= h / 6 - 1
        assert m.qr_top < qr.top()
    cycle = proj.paginate(data, m)
    pages = list({id(pg): pg for pg in cycle}.values())  # each once (find pages come round)
    find = [pg for pg in pages if pg.kind == "find"]
    assert [row for pg in find for row in pg.items] == names
    for pg in find:
        assert len(pg.items) <= pg.rows * pg.columns
        assert m.h / proj.FIND_LEAST - 1 <= pg.px <= m.name_px or pg.px == 12
        assert (pg.rows + 1) * round(pg.px * 1.3) <= max(m.area.height(),
                                                         2 * round(pg.px * 1.3))
    if share and find and find[0].columns > 1:  # the last column stops above the QR code
        for pg in find:
            row = round(pg.px * 1.3)
            for c, r, lines in pg.places:
                if c == pg.columns - 1:
                    assert m.area.top() + row * (r + lines + 1) <= m.qr_top
    for pg in find:  # each name in its column, the rows it takes within the page
        assert len(pg.places) == len(pg.items)
        for c, r, lines in pg.places:
            assert c < pg.columns and lines in (1, 2) and r + lines <= pg.rows
    gaps = [i for i, pg in enumerate(cycle) if pg.kind == "find"]
    if names and len(cycle) > len(gaps) and data.tables_in < data.tables_total:
        # the game played, other pages too: each find page comes round within a minute
        for pg in find:
            at = [i for i, q in enumerate(cycle) if q is pg]
            spans = [b - a for a, b in zip(at, at[1:] + [at[0] + len(cycle)])]
            assert max(spans) <= proj.FIND_PAGES
    if names:  # just seated, no result in yet: find your table only, every name
        rush = proj.paginate(replace(data, tables_in=0), m)
        assert all(pg.kind == "find" for pg in rush)
        assert [row for pg in rush for row in pg.items] == names
        assert len(rush) <= max(len(find), proj.FIND_PAGES)  # the names as large as can be
    pages = proj.paginate(data, m, kinds=("tables",))  # every table (without find's rush)
    placed = [(table, tuple(seats)) for pg in pages if pg.kind == "tables"
              for _c, _at, table, seats in pg.items]
    assert placed == [(t, tuple(s)) for t, s in tables]
    for pg in pages:
        if pg.kind == "tables":
            for (col, at, _t, seats), each in zip(pg.items, pg.places):
                need = sum(each) + 1  # its heading and a row or two a player
                assert col < pg.columns and len(each) == len(seats)
                assert at == 0 or at + need <= pg.rows
                trow = round(m.name_px * 1.3)  # the names as large as on the other pages
                if share and col == pg.columns - 1 and pg.columns > 1 and need <= pg.rows:
                    assert m.area.top() + (at + need) * trow <= m.qr_top


def test_undo_of_a_clock_action_shows_at_once(window, seated, monkeypatch):
    assert window.open_event(seated)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (30, True)))
    window.hall.set_action.trigger()
    window.hall.start_action.trigger()
    assert window.hall.clock.clock.running
    window.session.act(history.undo)  # Edit > Undo: "round clock started"
    assert not window.hall.clock.clock.running
    assert window.hall.clock_label.text() == "Round 30:00 (paused)"


@pytest.mark.timeout(180)
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
def test_at_1000_players_each_finds_their_table_within_a_minute_and_no_name_is_cut(
        window, tmp_path, qtbot, monkeypatch, size):
    """Game 3 of 5 under way (20 of 222 tables in): whatever else the projector shows, every
    player's find-your-table page comes round within 60 s; every name is drawn whole (two
    look-alike long names too); players level on points read "3=", each of them."""
    path = tmp_path / "big.tdevent"
    ev = make_demo(path, players=1000, games=5, play=2, partial_tables=20, seed=7)
    names = ["Eva Papadopoulou-Konstantinidou", "Eva Papadopoulou-Konstantinopoulou", *HARD]
    for no, name in enumerate(names, 1):
        registration.edit_player(ev, no, name=name)
    everyone = sorted(p.name for p in ev.players())
    ev.close()
    assert window.open_event(path)
    p = window.hall.show_projector()
    p.resize(*size)
    qtbot.wait(20)
    cycle = p.pages()
    unique = list({id(pg): pg for pg in cycle}.values())
    find = [pg for pg in unique if pg.kind == "find"]
    assert sorted(name for pg in find for name, _t, _s in pg.items) == everyone
    seconds = p.timer.interval() / 1000
    for pg in find:  # the longest wait for each page, at the projector's own pace
        at = [i for i, q in enumerate(cycle) if q is pg]
        assert max(b - a for a, b in zip(at, at[1:] + [at[0] + len(cycle)])) * seconds <= 60
    if size == (1920, 1080):  # room for the rest too: the standings come round
        assert {"top", "standings", "tables"} <= {pg.kind for pg in cycle}
        assert any(pg.kind == "top" for pg in cycle[:6])  # the top of the standings first
    # every name drawn whole: on its line or lines, within its box
    drawn = []
    real = proj.fit_name

    def spy(text, font, width, height):
        f, lines = real(text, font, width, height)
        from PySide6.QtGui import QFontMetrics
        fm = QFontMetrics(f)
        drawn.append(text)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # every letter
        assert all(fm.horizontalAdvance(line) <= width for line in lines), (text, lines)
        assert len(lines) * fm.height() <= max(height, fm.height()), (text, lines, height)
        return f, lines
    monkeypatch.setattr(proj, "fit_name", spy)
    shown = find + [pg for pg in unique if pg.kind == "top"] \
        + [pg for pg in unique if pg.kind == "standings"][:3] \
        + [pg for pg in unique if pg.kind == "tables"][:3]
    for pg in shown:
        p.show_page(cycle.index(pg))
        p.grab()
    assert set(everyone) <= set(drawn)
    # level players: each shows the rank they share
    from tournament_director.gui import hall_data
    ranks = [rank for rank, _n, _p in hall_data.load(window.session).standings]
    rows = window.session.standings()
    level = [r for r in rows if r.level and r.ranked]
    assert level and all(f"{r.rank}=" in ranks for r in level)
    assert "" not in ranks
