from __future__ import annotations

import enum
import math
import time

from PySide6.QtCore import QObject, QTimer, Signal


class Phase(enum.Enum):
    WORK = "work"
    BREAK = "break"


class PomodoroTimer(QObject):
    """作業と休憩を交互に数える。残り時間は monotonic 時計から計算する。"""

    ticked = Signal(int)  # 残り秒
    phase_finished = Signal(Phase)
    state_changed = Signal()

    def __init__(self, work_seconds: int, break_seconds: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._durations = {Phase.WORK: work_seconds, Phase.BREAK: break_seconds}
        self.phase = Phase.WORK
        self._started_at: float | None = None
        self._paused_at: float | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self._started_at is not None and self._paused_at is None

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def remaining(self) -> int:
        duration = self._durations[self.phase]
        if self._started_at is None:
            return duration
        now = self._paused_at if self._paused_at is not None else time.monotonic()
        return max(0, math.ceil(duration - (now - self._started_at)))

    def start(self) -> None:
        if self._started_at is None:
            self._started_at = time.monotonic()
            self._ticker.start()
            self.state_changed.emit()
        else:
            self.resume()

    def pause(self) -> None:
        if self.running:
            self._paused_at = time.monotonic()
            self._ticker.stop()
            self.state_changed.emit()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._started_at += time.monotonic() - self._paused_at
            self._paused_at = None
            self._ticker.start()
            self.state_changed.emit()

    def skip(self) -> None:
        self._finish()

    def _tick(self) -> None:
        left = self.remaining()
        self.ticked.emit(left)
        if left == 0:
            self._finish()

    def _finish(self) -> None:
        finished = self.phase
        self.phase = Phase.BREAK if finished is Phase.WORK else Phase.WORK
        self._started_at = time.monotonic()
        self._paused_at = None
        self._ticker.start()
        self.phase_finished.emit(finished)
        self.state_changed.emit()
