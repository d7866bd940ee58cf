"""Screenshots of the projector at 1920x1080 and 1024x768, for looking at (not a test).

    xvfb-run -a -s "-screen 0 1920x1080x24" python tests/gui/projector_screens.py [FOLDER]

Writes PNG files to FOLDER (default /tmp/projector-look) via QWidget.grab().
"""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from PySide6.QtCore import QSettings  # noqa: E402

from tournament_director.gui.app import make_app, make_window  # noqa: E402
from tournament_director.service import (
    hall,  # noqa: E402
    registration,
)
from tournament_director.service.demo import make_demo  # noqa: E402

app = make_app()
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/projector-look"
os.makedirs(out, exist_ok=True)
d = tempfile.mkdtemp()
hard = [ln for ln in Path("/work/shared/spec/hard-names.txt").read_text(
    encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
big = os.path.join(d, "Big Open.tdevent")
ev = make_demo(big, players=1000, games=5, play=3, partial_tables=20, seed=7)
for i, name in enumerate(hard):  # hard names in the seating: renamed players
    registration.edit_player(ev, i + 1, name=name)
hall.clock_set(ev, 90)
hall.clock_start(ev)
hall.clock_add(ev, -82)  # 8 minutes left: the warning colour
hall.announce(ev, "Lunch break after this game \u2013 <b>results</b> at the desk")
ev.close()
done = os.path.join(d, "Demo Open.tdevent")
make_demo(done, players=39, games=3, seed=2).close()

w = make_window()
w.resize(1366, 768)
w.show()


def shot(name, widget):
    for _ in range(3):
        app.processEvents()
    widget.grab().save(f"{out}/{name}.png")


for path, tag in ((big, "big"), (done, "done")):
    w.open_event(path)
    p = w.hall.show_projector()
    for size in ((1920, 1080), (1024, 768)):
        p.showNormal()
        p.resize(*size)
        seen = set()
        for i, page in enumerate(p.pages()):
            if page.kind in seen and page.kind != "find":
                continue
            if page.kind == "find" and i > 1 and not any(
                    n.startswith(("Maxim", "\u03a3", "<i>")) for n, _t, _s in page.items):
                continue
            seen.add(page.kind)
            p.index = i
            p.update()
            shot(f"{tag}-{size[0]}-{i:02d}-{page.kind}", p)
    shot(f"{tag}-main-window", w)
# while the event is shared: the QR code of the address at the right of every page
w.hall.set_share_url("http://192.168.1.23:8080/")
for size in ((1920, 1080), (1024, 768)):
    p.resize(*size)
    for i, page in enumerate(p.pages()):
        if page.kind in ("find", "top", "tables") and page.part in ("", "1/2"):
            p.index = i
            p.update()
            shot(f"shared-{size[0]}-{page.kind}", p)
w.hall.set_share_url("")
print(out)
