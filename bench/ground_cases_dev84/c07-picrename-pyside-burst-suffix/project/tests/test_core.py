from datetime import datetime
from pathlib import Path

import pytest

from picrename.core import plan_renames, render_name, sanitize

T = datetime(2025, 10, 1, 9, 30, 15)
T2 = datetime(2025, 10, 1, 9, 31, 2)


def test_default_pattern():
    assert render_name("{date:%Y%m%d_%H%M%S}", Path("IMG_0001.JPG"), T, 1) == "20251001_093015.jpg"


def test_counter_and_padding():
    assert render_name("trip_{n:03}", Path("a.png"), T, 7) == "trip_007.png"


def test_orig_placeholder():
    assert render_name("{date:%Y%m%d}_{orig}", Path("IMG_0042.JPG"), T, 1) == "20251001_IMG_0042.jpg"


def test_sanitize_windows_chars():
    assert sanitize("09:30:15") == "09_30_15"
    assert render_name("{date:%H:%M}", Path("a.jpg"), T, 1) == "09_30.jpg"


def test_bad_pattern_raises():
    with pytest.raises(ValueError):
        render_name("{year}", Path("a.jpg"), T, 1)


def test_plan_sorted_by_date():
    files = [(Path("/p/b.jpg"), T2), (Path("/p/a.jpg"), T)]
    plan = plan_renames(files, "{n:02}")
    assert [(r.src.name, r.dst.name) for r in plan] == [("a.jpg", "01.jpg"), ("b.jpg", "02.jpg")]


def test_all_targets_end_with_lowercase_ext():
    files = [(Path("/p/IMG_0001.JPG"), T), (Path("/p/IMG_0002.JPG"), T), (Path("/p/IMG_0003.jpeg"), T2)]
    for r in plan_renames(files):
        assert r.dst.suffix in (".jpg", ".jpeg")


def test_burst_shots_get_unique_names():
    files = [(Path(f"/p/IMG_{i}.JPG"), T) for i in range(3)]
    names = [r.dst.name for r in plan_renames(files)]
    assert len(set(names)) == 3


def test_unchanged_names_are_skipped():
    files = [(Path("/p/20251001_093015.jpg"), T)]
    assert plan_renames(files) == []
