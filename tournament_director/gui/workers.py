"""Long work off the GUI thread: a QRunnable that reports back through signals."""

from __future__ import annotations

import contextlib
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(str, str)  # message, details


class Job(QRunnable):
    """Runs fn(*args) on the thread pool; `signals.done(result)` or `signals.failed(...)`.
    fn must not touch the window's Event (an sqlite connection belongs to its thread)."""

    def __init__(self, fn, *args):
        super().__init__()
        self.fn = fn
        self.args = args
        self.signals = _Signals()
        self.setAutoDelete(False)

    def run(self) -> None:
        try:
            result = self.fn(*self.args)
        except Exception as exc:  # reported to the window, which shows it
            self._report(self.signals.failed, str(exc) or type(exc).__name__,
                         traceback.format_exc())
            return
        self._report(self.signals.done, result)

    @staticmethod
    def _report(signal, *args) -> None:
        # the window went while the job ran (quitting): nobody to tell
        with contextlib.suppress(RuntimeError):
            signal.emit(*args)


_running: set[Job] = set()


def start(job: Job, on_done, on_failed) -> Job:
    """Start a job; the callbacks run on the GUI thread."""
    _running.add(job)

    def finish_ok(result):
        _running.discard(job)
        on_done(result)

    def finish_bad(msg, details):
        _running.discard(job)
        on_failed(msg, details)

    job.signals.done.connect(finish_ok)
    job.signals.failed.connect(finish_bad)
    QThreadPool.globalInstance().start(job)
    return job


def running(job: Job | None) -> bool:
    """Whether the job was started and has not reported back yet."""
    return job is not None and job in _running


def wait_all(ms: int = 30000) -> bool:
    return QThreadPool.globalInstance().waitForDone(ms)
