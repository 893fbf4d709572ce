from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from pathlib import Path

from assetsync.remote import Bucket, RemoteObject

log = logging.getLogger(__name__)


@dataclass
class Report:
    uploaded: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def md5_of(path: Path) -> str:
    h = hashlib.md5()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def local_files(root: Path) -> dict[str, Path]:
    return {p.relative_to(root).as_posix(): p for p in root.rglob("*") if p.is_file()}


def needs_upload(path: Path, remote: RemoteObject | None) -> bool:
    if remote is None:
        return True
    if path.stat().st_size != remote.size:
        return True
    return md5_of(path) != remote.etag


def prune_remote(bucket: Bucket, remote: dict[str, RemoteObject], keep: set[str], report: Report) -> None:
    for key in sorted(set(remote) - keep):
        bucket.delete(key)
        report.deleted.append(key)


def run_sync(root: Path, bucket: Bucket, delete: bool = False, dry_run: bool = False) -> Report:
    report = Report()
    local = local_files(root)
    remote = bucket.list()
    for key, path in sorted(local.items()):
        if needs_upload(path, remote.get(key)):
            if dry_run:
                log.info("[dry-run] upload %s", key)
            else:
                bucket.upload(str(path), key)
            report.uploaded.append(key)
        else:
            report.skipped.append(key)
    if delete:
        prune_remote(bucket, remote, set(local), report)
    return report
