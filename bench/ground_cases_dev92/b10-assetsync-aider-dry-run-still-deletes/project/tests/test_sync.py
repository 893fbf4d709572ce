from pathlib import Path

from assetsync.remote import RemoteObject
from assetsync.sync import needs_upload, run_sync


class FakeBucket:
    def __init__(self, objects=None):
        self.objects = dict(objects or {})
        self.uploaded = []
        self.deleted = []

    def list(self):
        return dict(self.objects)

    def upload(self, path, key):
        self.uploaded.append(key)

    def delete(self, key):
        self.deleted.append(key)


def test_new_file_is_uploaded(tmp_path: Path):
    (tmp_path / "app.js").write_text("console.log(1)")
    bucket = FakeBucket()
    report = run_sync(tmp_path, bucket)
    assert report.uploaded == ["app.js"]


def test_missing_remote_needs_upload(tmp_path: Path):
    p = tmp_path / "a.css"
    p.write_text("body{}")
    assert needs_upload(p, None)
