"""Local disk storage for originals and thumbnails (an NFS mount in production)."""
from __future__ import annotations

import os
import uuid
from pathlib import Path

ROOT = Path(os.environ.get("THUMBSVC_ROOT", "/srv/thumbsvc"))


def new_key(ext: str) -> str:
    key = uuid.uuid4().hex
    return f"{key[:2]}/{key}.{ext}"


def save(kind: str, key: str, data: bytes) -> Path:
    path = ROOT / kind / key
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def load(kind: str, key: str) -> bytes:
    return (ROOT / kind / key).read_bytes()


def iter_files(kind: str):
    base = ROOT / kind
    if not base.exists():
        return
    yield from (p for p in base.rglob("*") if p.is_file())
