import os
import time

from app import cleanup
from app.config import settings


def test_purge_expired_outputs(tmp_path, monkeypatch):
    monkeypatch.setattr(settings, "data_dir", tmp_path)
    settings.out_dir.mkdir(parents=True)
    old = settings.out_dir / "old.mp4"
    new = settings.out_dir / "new.mp4"
    old.write_bytes(b"x")
    new.write_bytes(b"x")
    forty_days = time.time() - 40 * 86400
    os.utime(old, (forty_days, forty_days))
    assert cleanup.purge_expired_outputs() == 1
    assert not old.exists() and new.exists()


def test_purge_stale_spool(tmp_path, monkeypatch):
    monkeypatch.setattr(settings, "data_dir", tmp_path)
    settings.spool_dir.mkdir(parents=True)
    stale = settings.spool_dir / "abc.part"
    live = settings.spool_dir / "def.part"
    stale.write_bytes(b"x")
    live.write_bytes(b"x")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    assert cleanup.purge_stale_spool() == 1
    assert not stale.exists() and live.exists()
