from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QUrl
from PySide6.QtMultimedia import QSoundEffect


class Chime:
    """フェーズの終わりに鳴らす音。QSoundEffect は WAV しか再生できない。"""

    def __init__(self, volume: float = 0.8) -> None:
        self._effect = QSoundEffect()
        path = files("pomo") / "assets" / "chime.wav"
        self._effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effect.setVolume(max(0.0, min(1.0, volume)))

    def play(self) -> None:
        if self._effect.isLoaded():
            self._effect.play()

    def set_volume(self, volume: float) -> None:
        self._effect.setVolume(max(0.0, min(1.0, volume)))
