from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QApplication, QFileDialog, QLineEdit, QMainWindow, QMessageBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from picrename import __version__, undo
from picrename.core import DEFAULT_PATTERN, plan_renames, is_photo
from picrename.exif import taken_at


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"PicRename {__version__}")
        self.folder: Path | None = None
        self.plan = []
        self.pattern = QLineEdit(DEFAULT_PATTERN)
        self.pattern.textChanged.connect(self.refresh)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(["原文件名", "新文件名"])
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.pattern)
        layout.addWidget(self.table)
        self.setCentralWidget(body)
        self._build_menu()
        self.resize(720, 480)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu("文件")
        open_action = QAction("打开文件夹…", self, shortcut=QKeySequence.Open, triggered=self.choose_folder)
        rename_action = QAction("重命名", self, shortcut="Ctrl+R", triggered=self.apply)
        undo_action = QAction("撤销上次重命名", self, shortcut=QKeySequence.Undo, triggered=self.undo_last)
        for action in (open_action, rename_action, undo_action):
            menu.addAction(action)

    def choose_folder(self) -> None:
        settings = QSettings()
        start = settings.value("lastFolder", str(Path.home()), type=str)
        if not Path(start).is_dir():
            start = str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, "选择照片文件夹", start)
        if folder:
            settings.setValue("lastFolder", folder)
            self.folder = Path(folder)
            self.refresh()

    def refresh(self) -> None:
        if self.folder is None:
            return
        files = [(p, taken_at(p)) for p in sorted(self.folder.iterdir()) if is_photo(p)]
        try:
            self.plan = plan_renames(files, self.pattern.text())
        except ValueError as err:
            self.statusBar().showMessage(str(err))
            return
        self.table.setRowCount(len(self.plan))
        for row, r in enumerate(self.plan):
            self.table.setItem(row, 0, QTableWidgetItem(r.src.name))
            self.table.setItem(row, 1, QTableWidgetItem(r.dst.name))
        self.statusBar().showMessage(f"{len(self.plan)} 个文件将被重命名")

    def apply(self) -> None:
        if not self.plan:
            return
        for r in self.plan:
            r.src.rename(r.dst)
        undo.record(self.plan)
        QMessageBox.information(self, "完成", f"已重命名 {len(self.plan)} 个文件")
        self.refresh()

    def undo_last(self) -> None:
        restored = undo.undo()
        self.statusBar().showMessage(f"已恢复 {restored} 个文件")
        self.refresh()


def main() -> int:
    app = QApplication(sys.argv)
    app.setOrganizationName("picrename")
    app.setApplicationName("PicRename")
    window = MainWindow()
    window.show()
    return app.exec()
