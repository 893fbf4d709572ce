from PySide6.QtCore import QSettings

from photosort import recent


def make_settings(tmp_path):
    return QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)


def test_newest_first(tmp_path):
    s = make_settings(tmp_path)
    recent.add(s, "/a")
    recent.add(s, "/b")
    assert recent.load(s) == ["/b", "/a"]


def test_reopening_moves_to_top(tmp_path):
    s = make_settings(tmp_path)
    for f in ["/a", "/b", "/a"]:
        recent.add(s, f)
    assert recent.load(s) == ["/a", "/b"]


def test_capped(tmp_path):
    s = make_settings(tmp_path)
    for i in range(12):
        recent.add(s, f"/f{i}")
    assert len(recent.load(s)) == recent.MAX
