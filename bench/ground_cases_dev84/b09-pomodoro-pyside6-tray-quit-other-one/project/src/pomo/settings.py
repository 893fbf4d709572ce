from __future__ import annotations

from PySide6.QtCore import QSettings


class Settings:
    """QSettings の薄いラッパー。型と既定値をここで決める。"""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._s = qsettings or QSettings()

    def _int(self, key: str, default: int) -> int:
        try:
            return int(self._s.value(key, default))
        except (TypeError, ValueError):
            return default

    @property
    def work_minutes(self) -> int:
        return max(1, self._int("timer/work_minutes", 25))

    @work_minutes.setter
    def work_minutes(self, value: int) -> None:
        self._s.setValue("timer/work_minutes", int(value))

    @property
    def break_minutes(self) -> int:
        return max(1, self._int("timer/break_minutes", 5))

    @break_minutes.setter
    def break_minutes(self, value: int) -> None:
        self._s.setValue("timer/break_minutes", int(value))

    @property
    def volume(self) -> float:
        return self._int("sound/volume", 80) / 100

    @property
    def start_minimized(self) -> bool:
        return str(self._s.value("ui/start_minimized", "false")).lower() == "true"
