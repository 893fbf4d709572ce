"""Downloading one episode to a .part file, then moving it into place."""
from __future__ import annotations

from pathlib import Path

import httpx
from rich.progress import Progress


def fetch(url: str, dest: Path, progress: Progress) -> Path:
    part = dest.with_name(dest.name + ".part")
    try:
        with httpx.stream("GET", url, follow_redirects=True, timeout=30) as resp:
            resp.raise_for_status()
            length = resp.headers.get("content-length")
            total = int(length) if length and length.isdigit() else None  # chunked: no total
            task = progress.add_task(dest.name[:40], total=total)
            with open(part, "wb") as fh:
                for chunk in resp.iter_bytes(64 * 1024):
                    fh.write(chunk)
                    progress.advance(task, len(chunk))
    except KeyboardInterrupt:
        part.unlink(missing_ok=True)
        raise
    part.replace(dest)
    return dest
