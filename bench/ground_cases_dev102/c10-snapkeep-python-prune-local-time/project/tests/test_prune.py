from datetime import datetime
from pathlib import Path

from snapkeep.prune import candidates, parse_stamp


def test_parse_stamp():
    assert parse_stamp(Path("db-20251103T0300Z.sql.gz")) == datetime(2025, 11, 3, 3, 0)


def test_parse_stamp_ignores_other_files():
    assert parse_stamp(Path("notes.txt")) is None
    assert parse_stamp(Path("db-20251103.sql.gz")) is None


def test_candidates_sorted(tmp_path):
    for name in ["db-20251103T0300Z.sql.gz", "db-20251101T0300Z.sql.gz", "README"]:
        (tmp_path / name).write_text("x")
    names = [p.name for _, p in candidates(tmp_path)]
    assert names == ["db-20251101T0300Z.sql.gz", "db-20251103T0300Z.sql.gz"]


def test_candidates_empty(tmp_path):
    assert candidates(tmp_path) == []


def test_parse_stamp_minutes():
    assert parse_stamp(Path("db-20251103T2359Z.sql.gz")).minute == 59


def test_parse_stamp_year():
    assert parse_stamp(Path("db-20240229T0000Z.sql.gz")).year == 2024
