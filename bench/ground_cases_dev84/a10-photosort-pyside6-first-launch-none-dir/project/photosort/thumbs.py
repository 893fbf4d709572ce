"""Thumbnail generation in a worker thread."""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageOps
from PySide6.QtCore import QObject, QRunnable, Signal
from PySide6.QtGui import QImage

THUMB_SIZE = 160


class ThumbSignals(QObject):
    done = Signal(str, QImage)


class ThumbJob(QRunnable):
    def __init__(self, path: Path):
        super().__init__()
        self.path = path
        self.signals = ThumbSignals()

    def run(self) -> None:
        try:
            with Image.open(self.path) as im:
                im = ImageOps.exif_transpose(im)
                im.thumbnail((THUMB_SIZE, THUMB_SIZE))
                im = im.convert("RGBA")
                data = im.tobytes("raw", "RGBA")
                qimg = QImage(data, im.width, im.height, QImage.Format.Format_RGBA8888).copy()
        except OSError:
            return
        self.signals.done.emit(str(self.path), qimg)
