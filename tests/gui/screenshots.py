"""Screenshots of every page at 1366x768 on 39-player demos, for looking at (not a test).

    xvfb-run -a -s "-screen 0 1366x768x24" python tests/gui/screenshots.py [FOLDER]

Writes PNG files to FOLDER (default /tmp/gui-look) via QWidget.grab().
"""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import random

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu, QMessageBox

from tournament_director.gui import games, prefs
from tournament_director.gui.app import make_app, make_window
from tournament_director.gui.common import ask, dark_palette
from tournament_director.gui.players import CsvImportDialog
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.service import configure, seating
from tournament_director.service.demo import make_demo, play_game

app = make_app()
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/gui-look"
os.makedirs(out, exist_ok=True)
d = tempfile.mkdtemp()
played = os.path.join(d, "Demo Open.tdevent"); make_demo(played).close()
running = os.path.join(d, "Demo Open (under way).tdevent"); make_demo(running, play=2, partial_tables=4).close()
fresh = os.path.join(d, "Spring Cup.tdevent")
ev = make_demo(fresh, play=0); ev.close()
for p in (fresh, running, played): prefs.add_recent(p)
w = make_window(); w.resize(1366, 768); w.show()
def shot(name, widget=None):
    for _ in range(3): app.processEvents()
    (widget or w).grab().save(f"{out}/{name}.png")
shot("00-start")
# fresh event: players page and plan for game 1
w.open_event(fresh)
shot("10-players-fresh")
w.next_step(); shot("11-plan-game1")
w.games_page.seat(); shot("12-games-seated-game1")
def ask_and_shoot(parent, title, text, yes="Yes", no="Cancel"):
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.addButton(yes, QMessageBox.ButtonRole.AcceptRole); box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.show(); shot("13-take-back-question", box); box.close()
    return True
games.ask = ask_and_shoot
w.games_page.unseat(); shot("14-games-taken-back")
games.ask = ask
w.open_event(running)
w.show_page(0); shot("20-players-running")
w.show_page(1); shot("21-games-running")
form = w.games_page.open_table(5, 3)
form.edits[0][0].setText("1"); form.edits[1][0].setText("1"); form.edits[2][0].setText("x"); form.item_edits[3].setText("maybe")
form.try_save(); shot("22-form-errors", form)
for r,v in enumerate(["1","2","2","4"]): form.edits[r][0].setText(v)
for i,v in enumerate(["3","2","1","yes"]): form.item_edits[i].setText(v)
shot("23-form-ready", form); form.done(0)
w.games_page.select_game(1); shot("24a-games-past-game-tab")
form = w.games_page.open_table(2, 1); shot("24-form-correction", form); form.done(0)
w.show_page(2); w.standings_page.select_player(w.standings_page.model.rows[3].player.start_no); shot("25-standings-running")
w.show_page(3); shot("26-prizes-running")
w.show_page(2); w.standings_page.filter_edit.setText("12"); shot("27-standings-search-12")
w.standings_page.filter_edit.clear()
w.open_event(played)
for i, n in enumerate(["players", "games", "standings", "prizes"]):
    w.show_page(i)
    if n == "standings":
        w.standings_page.select_player(w.standings_page.model.rows[0].player.start_no)
    shot(f"3{i}-{n}-played")
# a finished event whose tie-breaks are still to enter; then the same with none
level = os.path.join(d, "Level Cup.tdevent")
ev = make_demo(level, play=4); seating.seat_next_game(ev); play_game(ev, 5, random.Random(1)); ev.close()
w.open_event(level)
if w.standings_page.tie_model.start_nos():  # (this seed's demo may have no level players)
    w.standings_page.tie_model.set_text(w.standings_page.tie_model.start_nos()[0], "cards_and_tokens", "x")
    w.standings_page.save_tiebreaks(); shot("34-standings-tiebreaks-to-enter")
w.session.act(configure.update_settings, tiebreaks="none"); shot("35-standings-no-tiebreaks")
dlg = SettingsDialog(w, event=w.session.event); dlg.show(); shot("45-settings-tiebreaks-none", dlg); dlg.close()
dlg = SettingsDialog(w); dlg.mode_combo.setCurrentIndex(1); dlg.show(); shot("46-settings-new-campaign", dlg); dlg.close()
# 1,000 players
thousand = os.path.join(d, "Big Open.tdevent"); make_demo(thousand, players=1000, play=4, partial_tables=100).close()
w.open_event(thousand)
for i, n in enumerate(["players", "games", "standings", "prizes"]):
    w.show_page(i); shot(f"5{i}-{n}-1000")
w.show_page(1); w.games_page.waiting_only.setChecked(True); shot("54-games-1000-waiting-only")
w.open_event(played)
# dialogs
dlg = SettingsDialog(w, event=w.session.event); dlg.show(); shot("40-settings-locked", dlg); dlg.close()
dlg = SettingsDialog(w); dlg.show(); shot("41-settings-new", dlg); dlg.close()
csv = os.path.join(d, "bad.csv"); Path(csv).write_text("name,club,paid\nAnna,,10\n,Club,\nBad Pay,,ten\nAnna,,\nOk Person,Hex,\n")
dlg = CsvImportDialog(w.session, csv, w); dlg.show(); shot("42-csv-errors", dlg); dlg.close()
menu = QMenu(w); w.printer.fill_menu(menu); menu.popup(w.print_button.mapToGlobal(w.print_button.rect().bottomLeft())); shot("43-print-menu", menu); menu.close()
box = QMessageBox(QMessageBox.Icon.Warning, "The event is open elsewhere", "x.tdevent is open in another Tournament Director window or command: close it there, then try again.\n\nOnly one window ...", QMessageBox.StandardButton.Ok, w)
box.show(); shot("44-locked-box", box); box.close()
# zoom 150%, then a dark theme (as a system in dark mode gives it)
w.open_event(running); w.show_page(1); w.menus.set_zoom(150); shot("60-games-zoom-150")
w.show_page(0); shot("60b-players-zoom-150"); w.menus.set_zoom(100)

app.setPalette(dark_palette())
w.show_page(1); shot("61-games-dark")
form = w.games_page.open_table(5, 3); form.edits[0][0].setText("x"); form.try_save()
shot("62-form-errors-dark", form); form.done(0)
w.games_page.select_game(1)
form = w.games_page.open_table(2, 1); shot("63-form-correction-dark", form); form.done(0)
w.show_page(0); shot("64-players-dark")
w.open_event(played); w.show_page(3); shot("65-prizes-dark")
w.cleanup()
