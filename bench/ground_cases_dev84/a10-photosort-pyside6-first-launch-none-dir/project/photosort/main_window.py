from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QThreadPool
from PySide6.QtGui import QAction, QKeySequence, QPixmap
from PySide6.QtWidgets import QFileDialog, QLabel, QListWidget, QListWidgetItem, QMainWindow, QSplitter

from photosort import recent
from photosort.sorter import BUCKETS, Sorter, photos_in
from photosort.thumbs import THUMB_SIZE, ThumbJob


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("photosort")
        self.settings = QSettings()
        self.sorter: Sorter | None = None
        self.pool = QThreadPool.globalInstance()

        self.list = QListWidget()
        self.list.setIconSize(QSize(THUMB_SIZE, THUMB_SIZE))
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        split = QSplitter()
        split.addWidget(self.list)
        split.addWidget(self.preview)
        split.setStretchFactor(1, 3)
        self.setCentralWidget(split)
        self.list.currentItemChanged.connect(self.show_current)

        self._build_menu()
        self.restoreGeometry(self.settings.value("geometry", b""))

    def _build_menu(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        open_action = QAction("&Open folder...", self, shortcut=QKeySequence.StandardKey.Open)
        open_action.triggered.connect(self.open_folder)
        file_menu.addAction(open_action)
        self.recent_menu = file_menu.addMenu("Open &recent")
        self._fill_recent()
        file_menu.addSeparator()
        # StandardKey.Quit is empty on Windows; Ctrl+Q is Cmd+Q on macOS
        quit_action = QAction("&Quit", self, shortcut=QKeySequence("Ctrl+Q"))
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu("&Edit")
        undo_action = QAction("&Undo move", self, shortcut=QKeySequence.StandardKey.Undo)
        undo_action.triggered.connect(self.undo)
        edit_menu.addAction(undo_action)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for folder in recent.load(self.settings):
            self.recent_menu.addAction(folder, lambda f=folder: self.load_folder(Path(f)))

    def open_folder(self) -> None:
        start = self.settings.value("last_dir")
        folder = QFileDialog.getExistingDirectory(self, "Open folder", start)
        if folder:
            self.load_folder(Path(folder))

    def load_folder(self, folder: Path) -> None:
        self.sorter = Sorter(folder)
        self.settings.setValue("last_dir", str(folder))
        recent.add(self.settings, str(folder))
        self._fill_recent()
        self.list.clear()
        for photo in photos_in(folder):
            item = QListWidgetItem(photo.name)
            item.setData(Qt.ItemDataRole.UserRole, str(photo))
            self.list.addItem(item)
            job = ThumbJob(photo)
            job.signals.done.connect(self._set_thumb)
            self.pool.start(job)
        self.list.setCurrentRow(0)
        self.setWindowTitle(f"photosort - {folder}")

    def _set_thumb(self, path: str, image) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == path:
                item.setIcon(QPixmap.fromImage(image))
                break

    def show_current(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.preview.clear()
            return
        pix = QPixmap(item.data(Qt.ItemDataRole.UserRole))
        self.preview.setPixmap(pix.scaled(self.preview.size(), Qt.AspectRatioMode.KeepAspectRatio,
                                          Qt.TransformationMode.SmoothTransformation))

    def keyPressEvent(self, event) -> None:
        key = event.text()
        item = self.list.currentItem()
        if key in BUCKETS and item is not None and self.sorter is not None:
            self.sorter.move(Path(item.data(Qt.ItemDataRole.UserRole)), key)
            row = self.list.row(item)
            self.list.takeItem(row)
            self.list.setCurrentRow(min(row, self.list.count() - 1))
            return
        super().keyPressEvent(event)

    def undo(self) -> None:
        if self.sorter and (original := self.sorter.undo()):
            item = QListWidgetItem(original.name)
            item.setData(Qt.ItemDataRole.UserRole, str(original))
            self.list.insertItem(0, item)
            self.list.setCurrentRow(0)

    def closeEvent(self, event) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        super().closeEvent(event)
