from datetime import datetime

from backup_pruner.pruner import prune, scan

NOW = datetime(2025, 11, 14, 3, 0, 0)


def _touch(folder, *names):
    for name in names:
        (folder / name).write_bytes(b"")


def test_scan_ignores_other_files(tmp_path):
    _touch(tmp_path, "app-20251101T030000.sql.gz", "notes.txt", "app-latest.sql.gz")
    assert [b.db for b in scan(tmp_path)] == ["app"]


def test_prune_deletes_only_old_archives(tmp_path):
    _touch(tmp_path, "app-20251020T030000.sql.gz", "app-20251110T030000.sql.gz")
    removed = prune(tmp_path, 14, now=NOW)
    assert [p.name for p in removed] == ["app-20251020T030000.sql.gz"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app-20251110T030000.sql.gz"]
