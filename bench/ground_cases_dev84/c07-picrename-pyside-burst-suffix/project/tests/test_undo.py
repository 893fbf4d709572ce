from picrename.core import Rename
from picrename.undo import record, undo


def test_undo_roundtrip(tmp_path):
    a = tmp_path / "IMG_1.jpg"
    a.write_bytes(b"x")
    b = tmp_path / "20251001_093015.jpg"
    a.rename(b)
    journal = tmp_path / "undo.json"
    record([Rename(a, b)], journal)
    assert undo(journal) == 1
    assert a.exists() and not b.exists()
    assert not journal.exists()


def test_undo_without_journal(tmp_path):
    assert undo(tmp_path / "missing.json") == 0
