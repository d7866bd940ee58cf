"""Makes docs/images/window.png, the README's picture: the window on a demo event under way.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python docs/screenshot.py [PAGE]

PAGE: the page shown (default 1, Games; 0 Players, 2 Standings, 3 Prizes).
"""

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

from tournament_director.gui.app import make_app, make_window
from tournament_director.service.demo import make_demo

OUT = Path(__file__).resolve().parent / "images" / "window.png"

app = make_app()
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
folder = Path(tempfile.gettempdir()) / "Events"  # the path the status bar shows
folder.mkdir(exist_ok=True)
event = str(folder / "Spring Open.tdevent")
for old in folder.glob("Spring Open.tdevent*"):
    old.unlink()
make_demo(event, play=2, partial_tables=5, seed=27).close()
window = make_window()
window.resize(1366, 768)
window.show()
window.open_event(event)
window.show_page(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
for _ in range(5):
    app.processEvents()
OUT.parent.mkdir(parents=True, exist_ok=True)
window.grab().save(str(OUT))
print(OUT)
window.cleanup()
