from pathlib import Path

from photosort.sorter import Sorter, photos_in


def test_move_and_undo(tmp_path: Path):
    photo = tmp_path / "a.jpg"
    photo.write_bytes(b"x")
    s = Sorter(tmp_path)
    target = s.move(photo, "1")
    assert target == tmp_path / "keep" / "a.jpg"
    assert s.undo() == photo
    assert photo.exists()


def test_photos_in_skips_other_files(tmp_path: Path):
    (tmp_path / "a.JPG").write_bytes(b"x")
    (tmp_path / "notes.txt").write_text("hi")
    assert [p.name for p in photos_in(tmp_path)] == ["a.JPG"]
