"""A whole window process, start to exit, for benchmarks/run.py's start and memory ratios.

    python benchmarks/whole_process.py bare         # a bare PySide6 window: shows, quits
    python benchmarks/whole_process.py app EVENT    # tournament-director EVENT --quit-after 0
    python benchmarks/whole_process.py checked EVENT  # the same, --quit-after 1.5
    python benchmarks/whole_process.py bare-open      # the bare window, open 1.5 s

Both first modes end as `--quit-after 0` does: the event loop starts, the window is shown,
and the first turn of the loop quits. `checked` stays open until the open-time check of the
file against its history (started 0.3 s after the event is opened) has run: the peak memory
of a window in use. At exit each prints "peak_mb M" (Linux VmHWM: the process's own peak
resident memory) on stderr; benchmarks/run.py times the whole process from outside.
"""

import atexit
import os
import sys


def peak_mb() -> float:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / 1024 / 1024


def bare(seconds: float = 0) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Bare window")
    window.setCentralWidget(QLabel("A bare window"))
    window.resize(1366, 768)
    window.showMaximized()

    def finish() -> None:
        print(window.windowTitle(), flush=True)
        window.close()
        app.quit()
    QTimer.singleShot(int(seconds * 1000), finish)
    return app.exec()


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    atexit.register(lambda: print(f"peak_mb {peak_mb():.1f}", file=sys.stderr, flush=True))
    if sys.argv[1:] == ["bare"]:
        return bare()
    if sys.argv[1:] == ["bare-open"]:  # open as long as `checked`
        return bare(1.5)
    if len(sys.argv) == 3 and sys.argv[1] in ("app", "checked"):
        from tournament_director.__main__ import main as app_main
        return app_main([sys.argv[2], "--quit-after", "0" if sys.argv[1] == "app" else "1.5"])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
