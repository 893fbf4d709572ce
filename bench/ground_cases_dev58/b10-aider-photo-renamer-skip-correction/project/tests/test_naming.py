from datetime import datetime
from pathlib import Path

import rename_photos


def test_build_name():
    when = datetime(2025, 12, 12, 9, 30, 15)
    assert rename_photos.build_name("山田邸", when, ".JPG") == "20251212_093015_山田邸.jpg"


def test_build_name_heic():
    when = datetime(2025, 1, 5, 14, 0, 0)
    assert rename_photos.build_name("佐藤様倉庫", when, ".HEIC") == "20250105_140000_佐藤様倉庫.heic"


def test_move_file_dry_run(tmp_path: Path):
    src = tmp_path / "IMG_0001.JPG"
    src.write_bytes(b"x")
    dest = tmp_path / "out" / "a.jpg"
    assert rename_photos.move_file(src, dest, dry_run=True)
    assert src.exists()
    assert not dest.exists()


def test_move_file(tmp_path: Path):
    src = tmp_path / "IMG_0002.JPG"
    src.write_bytes(b"y")
    dest = tmp_path / "out" / "b.jpg"
    assert rename_photos.move_file(src, dest, dry_run=False)
    assert dest.read_bytes() == b"y"
    assert not src.exists()
