from __future__ import annotations

import time
from pathlib import Path

import httpx
from rich.progress import Progress

CHUNK = 64 * 1024


class FetchError(Exception):
    pass


def fetch(client: httpx.Client, url: str, dest: Path, progress: Progress, retries: int = 2) -> None:
    """url を dest に保存する。途中は dest.part に書き、終わったら名前を変える。"""
    tmp = dest.with_name(dest.name + ".part")
    task = progress.add_task(dest.name, total=None)
    try:
        for attempt in range(retries + 1):
            try:
                _download(client, url, tmp, progress, task)
                tmp.replace(dest)
                return
            except (httpx.TransportError, httpx.HTTPStatusError) as e:
                if attempt == retries:
                    raise FetchError(str(e)) from e
                time.sleep(2 ** attempt)
    except Exception:
        tmp.unlink(missing_ok=True)
        raise
    finally:
        progress.remove_task(task)


def _download(client: httpx.Client, url: str, tmp: Path, progress: Progress, task) -> None:
    with client.stream("GET", url) as r:
        r.raise_for_status()
        total = r.headers.get("content-length")
        progress.update(task, total=int(total) if total else None, completed=0)
        with tmp.open("wb") as fh:
            for chunk in r.iter_bytes(CHUNK):
                fh.write(chunk)
                progress.advance(task, len(chunk))
