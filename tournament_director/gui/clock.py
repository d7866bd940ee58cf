"""The round clock in the window: its state, a tick each second while it runs, the label."""

from __future__ import annotations

import contextlib
import time

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel

from ..rules import clock as rules
from ..service import hall
from ..service.done import Changes

# colours by phase: (text, background) for the status bar; the projector has its own
PHASE_COLOURS = {"warning": ("#000000", "#ffb000"), "time": ("#ffffff", "#c00000")}


class ClockState(QObject):
    """The clock as stored in the event, and the time left now. Read from the event file
    only after a change; each second while it runs `tick` is emitted (no file access)."""

    tick = Signal(str, str, bool)  # text ("45:00", "Time"), phase (rules.clock.phase), running

    def __init__(self, parent=None, now=time.time):
        super().__init__(parent)
        self.now = now
        self.clock = rules.Clock()
        self.session = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._emit)

    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already disconnected
                self.session.changed.disconnect(self._changed)
        self.session = session
        if session is not None:
            session.changed.connect(self._changed)
        self.reload()

    def _changed(self, changes: Changes, initiator=None) -> None:
        if changes.meets(Changes(clock=True)):
            self.reload()

    def reload(self) -> None:
        self.clock = self.session.clock() if self.session is not None else rules.Clock()
        self._emit()

    def remaining(self) -> int:
        return rules.remaining(self.clock, self.now())

    def text(self) -> str:
        return rules.text(self.remaining())

    def phase(self) -> str:
        if self.session is None:
            return "unset"
        return rules.phase(self.clock, self.now())

    def _emit(self) -> None:
        phase = self.phase()
        self.tick.emit("" if phase == "unset" else self.text(), phase, self.clock.running)
        self._timer.stop()
        if self.clock.running and phase != "time":
            # the next whole second of the time left (the display changes then)
            now = self.now()
            gone = max(0.0, now - self.clock.started_at)
            wait = (self.clock.left - gone) % 1.0
            self._timer.start(int(wait * 1000) + 5 if wait > 0.001 else 1000)

    # -- the director's actions (each one stored, one audit line) ---------------------------------
    def start_or_pause(self):
        if self.session is not None:
            return self.session.act(hall.clock_pause if self.clock.running
                                    else hall.clock_start, initiator=self).value

    def add(self, minutes: int):
        if self.session is not None:
            return self.session.act(hall.clock_add, minutes, initiator=self).value

    def set_minutes(self, minutes: int):
        if self.session is not None:
            return self.session.act(hall.clock_set, minutes, initiator=self).value


class ClockLabel(QLabel):
    """The round clock in the status bar: hidden while no time is set."""

    def __init__(self, state: ClockState, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setObjectName("round-clock")
        self.setToolTip(self.tr("Round clock (Hall menu): F5 starts or pauses it"))
        font = self.font()
        font.setBold(True)
        self.setFont(font)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("Round 0:00:00") + 16)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        state.tick.connect(self.show_time)
        self.phase = "unset"
        self.hide()

    def show_time(self, text: str, phase: str, running: bool) -> None:
        if phase != self.phase:
            self.phase = phase
            colours = PHASE_COLOURS.get(phase)
            self.setStyleSheet("" if colours is None else
                               f"QLabel {{ color: {colours[0]}; background: {colours[1]}; "
                               "padding: 0 6px; border-radius: 3px; }")
        self.setVisible(phase != "unset")
        paused = not running and phase not in ("unset", "time")
        self.setText((self.tr("Time") if phase == "time"
                      else self.tr("Round {time}").format(time=text))
                     + (self.tr(" (paused)") if paused else ""))
