"""A pid lock file so two dotsync runs never touch the repo at once."""
from __future__ import annotations

import os
from pathlib import Path


class LockHeld(RuntimeError):
    pass


class RepoLock:
    def __init__(self, repo: Path):
        self.path = repo / ".git" / "dotsync.lock"

    def acquire(self) -> None:
        try:
            fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            pid = self.path.read_text().strip() or "?"
            raise LockHeld(f"another dotsync is running (lock held by pid {pid})") from None
        with os.fdopen(fd, "w") as fh:
            fh.write(str(os.getpid()))

    def release(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def __enter__(self) -> "RepoLock":
        self.acquire()
        return self

    def __exit__(self, *exc) -> None:
        self.release()
