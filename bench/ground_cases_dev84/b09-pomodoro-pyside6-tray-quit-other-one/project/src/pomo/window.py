from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (QFormLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from pomo.settings import Settings
from pomo.timer import Phase, PomodoroTimer


class MainWindow(QWidget):
    def __init__(self, timer: PomodoroTimer, settings: Settings) -> None:
        super().__init__()
        self.setWindowTitle("pomo-desk")
        self._timer = timer
        self._settings = settings
        self._quitting = False

        self._label = QLabel(self._format(timer.remaining()))
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setStyleSheet("font-size: 48px;")
        self._phase = QLabel("作業")
        self._phase.setAlignment(Qt.AlignmentFlag.AlignCenter)

        start = QPushButton("開始 / 一時停止")
        start.clicked.connect(lambda: timer.pause() if timer.running else timer.start())
        skip = QPushButton("スキップ")
        skip.clicked.connect(timer.skip)

        self._work = QSpinBox(suffix=" 分", minimum=1, maximum=120, value=settings.work_minutes)
        self._work.valueChanged.connect(lambda v: setattr(settings, "work_minutes", v))
        self._break = QSpinBox(suffix=" 分", minimum=1, maximum=60, value=settings.break_minutes)
        self._break.valueChanged.connect(lambda v: setattr(settings, "break_minutes", v))
        form = QFormLayout()
        form.addRow("作業", self._work)
        form.addRow("休憩", self._break)

        buttons = QHBoxLayout()
        buttons.addWidget(start)
        buttons.addWidget(skip)
        layout = QVBoxLayout(self)
        layout.addWidget(self._phase)
        layout.addWidget(self._label)
        layout.addLayout(buttons)
        layout.addLayout(form)

        timer.ticked.connect(lambda left: self._label.setText(self._format(left)))
        timer.state_changed.connect(self._on_state)

    @staticmethod
    def _format(seconds: int) -> str:
        return f"{seconds // 60:02d}:{seconds % 60:02d}"

    def _on_state(self) -> None:
        self._phase.setText("作業" if self._timer.phase is Phase.WORK else "休憩")
        self._label.setText(self._format(self._timer.remaining()))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._quitting:
            event.accept()
            return
        # ×ボタンではトレイにしまうだけ
        event.ignore()
        self.hide()
