"""Makes the pictures of docs/guide.md's "Several desks": the main desk's sharing dialog with
its desks, a new desk's link, File > Join a desk..., a joined results desk, and that desk when
the main desk is out of reach.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/desk_screenshots.py

The joined desk's main desk is `serve --desks` (a process of its own, ended at the end).
"""

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from tournament_director.gui.app import make_app, make_window
from tournament_director.service import desks
from tournament_director.service.demo import make_demo

IMAGES = Path(__file__).resolve().parent / "images"
CLI = [sys.executable, "-m", "tournament_director.cli"]


def settle(app, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def shot(widget, name: str) -> None:
    widget.grab().save(str(IMAGES / f"{name}.png"))
    print(IMAGES / f"{name}.png")


app = make_app()
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
folder = Path(tempfile.mkdtemp()) / "Events"
folder.mkdir()
event = folder / "Spring Open.tdevent"
make_demo(event, play=2, partial_tables=5, seed=27).close()

# 1. the main desk: sharing with two desks, one seen now
main = make_window()
main.resize(1366, 768)
main.show()
main.open_event(event)
sharing = main.sharing
sharing.desks.port = 8081  # (any free one if it is taken)
assert sharing.desks.start() is None
door = desks.make_desk(main.session.event, "Door", "door")
desks.make_desk(main.session.event, "Results 2", "results")
sharing.desks.server.heard("Door")
from tournament_director.gui.desk_sharing import AddDeskDialog, LinkDialog  # noqa: E402
from tournament_director.gui.sharing import ShareDialog  # noqa: E402

dialog = ShareDialog(main, lambda: None, desks=sharing.desks)
dialog.show_urls(["http://192.168.1.23:8080/", "http://localhost:8080/"])
dialog.resize(640, 640)
dialog.show()
dialog.desks_box.refresh()
settle(app)
shot(dialog, "desks-sharing")
add = AddDeskDialog(dialog)
add.name_edit.setText("Results 1")
add.role_box.setCurrentIndex(1)
add.show()
settle(app)
shot(add, "desks-add")
add.close()
link = LinkDialog(dialog, "Results 1", sharing.desks.link(door).replace(
    re.search(r"//([^:]+):", sharing.desks.link(door))[1], "192.168.1.23"))
link.show()
settle(app)
shot(link, "desks-link")
link.close()
dialog.close()
sharing.stop()
main.close_event()
main.hide()

# 2. a results desk joined to `serve --desks` (the main desk, a process of its own)
proc = subprocess.Popen([*CLI, "serve", str(event), "--desks", "--host", "127.0.0.1",
                         "--port", "0", "--desk-port", "0"], stdout=subprocess.PIPE, text=True)
try:
    for line in proc.stdout:
        if "Other desks join" in line:
            break
    made = subprocess.run([*CLI, "desk-links", str(event), "--name", "Results 1", "--role",
                           "results", "--json"], capture_output=True, text=True, check=True)
    url = json.loads(made.stdout)["url"]
    desk = make_window()
    desk.resize(1366, 768)
    desk.show()

    def fill():
        box = QApplication.activeModalWidget()
        if isinstance(box, QInputDialog):
            box.setTextValue(url.replace("127.0.0.1", "192.168.1.23"))
            shot(box, "desks-join")
            box.setTextValue(url)
            box.accept()
        else:
            QTimer.singleShot(50, fill)
    QTimer.singleShot(50, fill)
    desk.join_desk()
    desk.show_page(1)
    settle(app, 0.6)
    shot(desk, "desks-joined")
    proc.kill()
    proc.wait(10)
    settle(app, 2.5)
    shot(desk, "desks-unreached")
    desk.cleanup()
finally:
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
main.cleanup()
