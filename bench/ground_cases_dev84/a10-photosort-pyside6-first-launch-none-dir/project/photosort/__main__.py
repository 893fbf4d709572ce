import sys

from PySide6.QtWidgets import QApplication

from photosort.main_window import MainWindow


def main() -> int:
    app = QApplication(sys.argv)
    app.setOrganizationName("photosort")
    app.setApplicationName("photosort")
    win = MainWindow()
    win.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
