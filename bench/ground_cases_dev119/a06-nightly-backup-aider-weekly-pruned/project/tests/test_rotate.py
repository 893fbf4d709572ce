from pathlib import Path

from backup.rotate import rotate


def make(dest: Path, *names: str) -> None:
    for n in names:
        (dest / n).write_bytes(b"x")


def test_keeps_newest(tmp_path):
    make(tmp_path, *(f"backup-202511{d:02d}-0200.tar.gz" for d in range(1, 11)))
    removed = rotate(tmp_path, keep=7)
    assert [p.name for p in removed] == [
        "backup-20251101-0200.tar.gz",
        "backup-20251102-0200.tar.gz",
        "backup-20251103-0200.tar.gz",
    ]
    assert len(list(tmp_path.iterdir())) == 7


def test_dry_run_deletes_nothing(tmp_path):
    make(tmp_path, *(f"backup-202511{d:02d}-0200.tar.gz" for d in range(1, 11)))
    removed = rotate(tmp_path, keep=7, dry_run=True)
    assert len(removed) == 3
    assert len(list(tmp_path.iterdir())) == 10
