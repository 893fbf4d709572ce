"""A one-line progress display on stderr."""
from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    def __init__(self, total: int, *, enabled: bool = True, stream: TextIO | None = None):
        self.total = total
        self.done = 0
        self.bytes = 0
        self.stream = stream or sys.stderr
        # redraws with \r only make sense on a terminal, not in CI logs or files
        self.enabled = enabled and self.stream.isatty()
        self.started = time.monotonic()
        self._last = 0.0

    def advance(self, nbytes: int) -> None:
        self.done += 1
        self.bytes += nbytes
        now = time.monotonic()
        if self.enabled and (now - self._last >= 0.1 or self.done == self.total):
            self._last = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        rate = self.bytes / max(now - self.started, 1e-6) / 1024
        self.stream.write(f"\r{self.done}/{self.total}  {self.bytes / 1024:.0f} KiB  {rate:.0f} KiB/s")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled and self.total:
            self.stream.write("\n")
            self.stream.flush()
