from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox, QSystemTrayIcon

from pomo.settings import Settings
from pomo.sound import Chime
from pomo.timer import Phase, PomodoroTimer
from pomo.tray import TrayIcon
from pomo.window import MainWindow


def run(argv: list[str]) -> int:
    app = QApplication(argv)
    app.setApplicationName("pomo-desk")
    app.setOrganizationName("kenji-t")
    # トレイに常駐するので、ウィンドウを閉じても終了しない
    app.setQuitOnLastWindowClosed(False)

    if not QSystemTrayIcon.isSystemTrayAvailable():
        QMessageBox.critical(None, "pomo-desk", "システムトレイが使えない環境です")
        return 1

    settings = Settings()
    timer = PomodoroTimer(settings.work_minutes * 60, settings.break_minutes * 60)
    chime = Chime(settings.volume)
    window = MainWindow(timer, settings)
    tray = TrayIcon(timer, window)

    def on_phase_finished(phase: Phase) -> None:
        chime.play()
        text = "休憩しましょう" if phase is Phase.WORK else "作業に戻りましょう"
        tray.showMessage("pomo-desk", text, QSystemTrayIcon.MessageIcon.Information, 5000)

    timer.phase_finished.connect(on_phase_finished)
    tray.show()
    if not settings.start_minimized:
        window.show()
    return app.exec()
