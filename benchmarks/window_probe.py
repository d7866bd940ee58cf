"""One window start, timed and weighed; run as its own process by benchmarks/run.py.

    python benchmarks/window_probe.py bare          # QApplication + a plain QMainWindow
    python benchmarks/window_probe.py event PATH    # the real window opening an event

Prints "seconds S peak_mb M process_seconds P": S from the top of this script to the
first complete paint of the window (the same clock for both modes), M the peak resident
memory once the window is painted (for an event: after every page was shown and painted,
so the players and standings tables are filled), P the same end point measured from the
process start (/proc, 10 ms steps; includes the interpreter's start).

Compiled bytecode is kept (in a temporary folder) even where PYTHONDONTWRITEBYTECODE is
set, as an installed program has it: the first run compiles, later runs measure the start
a user waits for. benchmarks/run.py takes the median of several runs.
"""

import time

T0 = time.perf_counter()

import os  # noqa: E402
import resource  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.dont_write_bytecode = False
if sys.pycache_prefix is None:
    sys.pycache_prefix = os.path.join(os.environ.get("TMPDIR") or "/tmp",
                                      "tournament-director-probe-pyc")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def since_process_start() -> float:
    """Seconds since this process started (Linux /proc), or -1 where unknown."""
    try:
        with open("/proc/self/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return -1.0


def peak_mb() -> float:
    """Peak resident memory of this process. Linux: VmHWM, not ru_maxrss, which keeps the
    peak of the parent that started this process (benchmarks/run.py, itself ~65 MB)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux
    return kb / 1024 if sys.platform != "darwin" else kb / 1024 / 1024


def wait_for_paint(window) -> tuple[float, float]:
    """Runs the event loop until the window's first paint is complete (the paint event and
    everything queued with it handled); returns (seconds, process seconds) at that point."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

    loop = QEventLoop()
    done: list[tuple[float, float]] = []

    def stop() -> None:
        done.append((time.perf_counter() - T0, since_process_start()))
        loop.quit()

    class Painted(QObject):
        seen = False

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                QTimer.singleShot(0, stop)  # after this paint cycle (children, flush)
            return False

    painted = Painted()
    window.installEventFilter(painted)
    QTimer.singleShot(30000, loop.quit)  # never hang a benchmark run
    loop.exec()
    window.removeEventFilter(painted)
    if not done:
        raise SystemExit("the window was never painted")
    return done[0]


def show_like_run(window) -> None:
    """Shown as tournament_director.gui.app.start shows the real window."""
    from PySide6.QtGui import QGuiApplication
    free = QGuiApplication.primaryScreen().availableGeometry()
    window.resize(min(1366, free.width()), min(768, free.height()))
    if free.width() <= 1366 or free.height() <= 768:
        window.showMaximized()
    else:
        window.show()


def bare() -> tuple[float, float, float]:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Bare window")
    window.setCentralWidget(QLabel("A bare window"))
    show_like_run(window)
    seconds, process = wait_for_paint(window)
    mb = peak_mb()
    window.close()
    del app  # kept until here: the application outlives its window
    return seconds, mb, process


def event(path: str) -> tuple[float, float, float]:
    from tournament_director.__main__ import parse_args
    args = parse_args([path])  # the command line, as the desktop entry passes it
    from tournament_director.gui.app import start
    app, window = start(args.event)
    if window.session is None:
        raise SystemExit(f"the event {path} did not open")
    seconds, process = wait_for_paint(window)
    # every page shown and painted once, as a director goes through them
    for page in range(4):  # Players, Games, Standings, Prizes
        window.show_page(page)
        app.processEvents()
        window.repaint()
        app.processEvents()
    rows = (window.players_page.model.rowCount(), window.standings_page.model.rowCount())
    if not all(rows):
        raise SystemExit(f"the tables are not filled: {rows}")
    mb = peak_mb()
    window.close()
    return seconds, mb, process


def main() -> int:
    if len(sys.argv) == 2 and sys.argv[1] == "bare":
        seconds, mb, process = bare()
    elif len(sys.argv) == 3 and sys.argv[1] == "event":
        seconds, mb, process = event(sys.argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    print(f"seconds {seconds:.4f} peak_mb {mb:.1f} process_seconds {process:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
