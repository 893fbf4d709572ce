from __future__ import annotations

from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from pomo.timer import PomodoroTimer
from pomo.window import MainWindow


class TrayIcon(QSystemTrayIcon):
    def __init__(self, timer: PomodoroTimer, window: MainWindow) -> None:
        super().__init__(QIcon.fromTheme("alarm-symbolic", QIcon(":/pomo/tray.png")))
        self._timer = timer
        self._window = window
        self.setToolTip("pomo-desk")

        menu = QMenu()
        self._toggle = QAction("開始", menu)
        self._toggle.triggered.connect(self._on_toggle)
        menu.addAction(self._toggle)
        menu.addAction("スキップ", timer.skip)
        menu.addSeparator()
        menu.addAction("ウィンドウを表示", self._show_window)
        menu.addAction("終了", self._quit)
        self.setContextMenu(menu)

        self.activated.connect(self._on_activated)
        timer.state_changed.connect(self._refresh)
        timer.ticked.connect(lambda left: self.setToolTip(f"pomo-desk  残り {left // 60}:{left % 60:02d}"))

    def _on_toggle(self) -> None:
        if self._timer.running:
            self._timer.pause()
        else:
            self._timer.start()

    def _refresh(self) -> None:
        self._toggle.setText("一時停止" if self._timer.running else "開始")

    def _show_window(self) -> None:
        self._window.showNormal()
        self._window.raise_()
        self._window.activateWindow()

    def _on_activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self._show_window()

    def _quit(self) -> None:
        self._window.close()
