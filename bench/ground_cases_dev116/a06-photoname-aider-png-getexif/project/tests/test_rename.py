import os
from datetime import datetime

from PIL import Image

from photoname.rename import plan


def make_jpg(path, when):
    Image.new("RGB", (4, 4)).save(path)
    ts = when.timestamp()
    os.utime(path, (ts, ts))


def test_plans_by_time(tmp_path):
    make_jpg(tmp_path / "IMG_0001.JPG", datetime(2025, 8, 14, 18, 3, 22))
    moves = plan(tmp_path)
    assert [new.name for _, new in moves] == ["2025-08-14_18-03-22.jpg"]


def test_same_second_gets_suffix(tmp_path):
    when = datetime(2025, 8, 14, 18, 3, 22)
    make_jpg(tmp_path / "a.jpg", when)
    make_jpg(tmp_path / "b.jpg", when)
    names = sorted(new.name for _, new in plan(tmp_path))
    assert names == ["2025-08-14_18-03-22.jpg", "2025-08-14_18-03-22_1.jpg"]
