"""The projector at 1,000 players: how soon it is current after a result, and what it costs
the director's window (result save latency with and without it).

    .venv/bin/python benchmarks/projector.py [--players N] [--results K]

Prints "name value" lines (milliseconds) for benchmarks/run.py, then a readable summary.
Runs the real window offscreen; each result is recorded through the window's Session, as the
result form does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tournament_director.gui.app import make_app, make_window  # noqa: E402
from tournament_director.service import results  # noqa: E402
from tournament_director.service.demo import make_demo  # noqa: E402
from tournament_director.service.done import Changes  # noqa: E402

ITEMS = {"cities": 1, "preserve_stones": 1, "limbo_groups": 0, "spaceport": True}


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def record_times(window, tables, projector):
    """Per result: ms until the director's window shows it (the action stored, the window
    refreshed); with the projector, ms until its pages of the game in progress (find your
    table, the tables) and its standings pages are current and painted."""
    s = window.session
    hall = window.hall
    saved, current, standings = [], [], []
    for t in tables:
        places = {p: i for i, p in enumerate(reversed(t.players), 1)}
        start = time.perf_counter()
        s.act(results.record, t.game, t.table, places=places, items=ITEMS)
        window.repaint()
        saved.append((time.perf_counter() - start) * 1000)
        if projector is not None:
            # the page shown stays for the round: find your table, or the standings' top
            # (whose standings are read at once after each result)
            on_standings = projector.pages()[projector.index].kind == "top"
            while (hall.standings_at if on_standings else hall.reloaded_at) < start:
                QApplication.processEvents()  # the projector's queued steps
            paint_start = time.perf_counter()
            projector.repaint()
            paint = time.perf_counter() - paint_start
            if on_standings:
                standings.append((hall.standings_at - start + paint) * 1000)
            else:
                current.append((hall.reloaded_at - start + paint) * 1000)
        settle()
    return saved, current, standings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--results", type=int, default=12)
    args = parser.parse_args()
    make_app()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "projector.tdevent"
        make_demo(path, players=args.players, games=5, seed=3, play=2, partial_tables=1).close()
        window = make_window()
        window.resize(1366, 768)
        window.show()
        window.open_event(path)
        settle()
        game = window.session.event.game(window.session.event.games_seated())
        open_tables = [t for t in game.tables if not t.has_result]
        n = args.results
        # warm-up, then rounds without and with the projector in turn (the machine's load
        # drifts; interleaving keeps the comparison fair); find your table shown
        record_times(window, open_tables[:2], None)
        projector = window.hall.show_projector()
        projector.resize(1920, 1080)
        settle()
        record_times(window, open_tables[2:4], projector)
        without, with_find, with_top, with_current, with_standings = [], [], [], [], []
        round_medians = []  # of the rounds without the projector: the machine's own spread
        at = 4
        per_round = max(1, n // 4)
        for _round in range(4):
            window.hall.hide_projector()
            settle()
            saved, _, _ = record_times(window, open_tables[at:at + per_round], None)
            without += saved
            round_medians.append(statistics.median(saved))
            at += per_round
            window.hall.show_projector()
            for page, saves in (("find", with_find), ("top", with_top)):
                projector.show_page([pg.kind for pg in projector.pages()].index(page))
                settle()
                saved, cur, st = record_times(window, open_tables[at:at + per_round],
                                              projector)
                saves += saved
                with_current += cur
                with_standings += st
                at += per_round
        # the projector's own work inside a save: its slots on the change signal
        start = time.perf_counter()
        a_result = Changes(results=True)
        for _ in range(200):
            window.hall._changed(a_result)
            window.hall.clock._changed(a_result)
        in_save = (time.perf_counter() - start) * 1000 / 200
        window.hall._reload_soon.stop()
        # the projector's own share: its data read and one paint of each kind of page
        loads, stand = [], []
        for _ in range(5):
            window.session.forget()
            window.hall.reload()
            loads.append(window.hall.load_ms)
            window.hall._reload_standings()
            stand.append(window.hall.standings_ms)
        paints = {}
        for kind in ("find", "tables", "top", "standings"):
            projector.index = next(i for i, p in enumerate(projector.pages()) if p.kind == kind)
            start = time.perf_counter()
            for _ in range(5):
                projector.repaint()
            paints[kind] = (time.perf_counter() - start) * 1000 / 5
        # a clock tick while it runs: the header's clock area repainted
        window.hall.clock.set_minutes(90)
        window.hall.clock.start_or_pause()
        start = time.perf_counter()
        for _ in range(20):
            window.hall.clock._emit()
            projector.repaint(projector.rect().adjusted(960, 0, 0, -900))
        tick = (time.perf_counter() - start) * 1000 / 20
        window.hall.shutdown()
        window.cleanup()
    med = statistics.median
    figures = {
        "save_ms_without": med(without), "save_ms_with": med(with_find),
        "save_ms_with_standings": med(with_top),
        "projector_current_ms": med(with_current), "projector_current_max_ms":
            max(with_current), "projector_standings_current_ms": med(with_standings),
        "projector_load_ms": med(loads),
        "projector_standings_ms": med(stand),
        "projector_paint_find_ms": paints["find"], "projector_paint_tables_ms":
            paints["tables"], "projector_paint_standings_ms": max(paints["top"],
                                                                  paints["standings"]),
        "clock_tick_ms": tick, "projector_in_save_ms": in_save,
        "save_spread_without": max(round_medians) / min(round_medians),
    }
    for k, v in figures.items():
        print(k, f"{v:.2f}")
    ratio = figures["save_ms_with"] / figures["save_ms_without"]
    ratio_top = figures["save_ms_with_standings"] / figures["save_ms_without"]
    print(f"# {args.players} players: result saved and shown in the window "
          f"{figures['save_ms_without']:.1f} ms without the projector, "
          f"{figures['save_ms_with']:.1f} ms with it on find your table ({ratio:.2f}x, goal "
          f"<= 1.10x), {figures['save_ms_with_standings']:.1f} ms with it on the standings "
          f"({ratio_top:.2f}x); "
          f"projector current {figures['projector_current_ms']:.1f} ms after the change "
          f"(max {figures['projector_current_max_ms']:.1f}; goal < 100 ms), its standings "
          f"{figures['projector_standings_current_ms']:.1f} ms; its data "
          f"{figures['projector_load_ms']:.1f} ms + standings "
          f"{figures['projector_standings_ms']:.1f} ms, a page painted in "
          f"{figures['projector_paint_find_ms']:.1f} ms; a clock tick {tick:.2f} ms; the "
          f"projector's work inside a save {in_save:.3f} ms; rounds without it differ by up "
          f"to {figures['save_spread_without']:.2f}x on this machine",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
