"""Runs in progress: the events a run has emitted so far, for the SSE stream (which
polls them from the event loop) and for ``GET /api/runs/{id}`` before the run is recorded. Nothing here outlives the process;
a run is durable only once ``RunStore.insert`` has committed it."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any


@dataclass
class LiveRun:
    id: str
    kind: str
    created_at: str
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    finished: bool = False
    cond: threading.Condition = field(default_factory=threading.Condition)

    def emit(self, event: str, data: dict[str, Any]) -> None:
        with self.cond:
            self.events.append((event, data))
            self.cond.notify_all()

    def finish(self, event: str, data: dict[str, Any]) -> None:
        with self.cond:
            self.events.append((event, data))
            self.finished = True
            self.cond.notify_all()


class LiveRuns:
    def __init__(self) -> None:
        self._runs: dict[str, LiveRun] = {}
        self._lock = threading.Lock()

    def start(self, run: LiveRun) -> LiveRun:
        with self._lock:
            self._runs[run.id] = run
        return run

    def get(self, run_id: str) -> LiveRun | None:
        with self._lock:
            return self._runs.get(run_id)

    def end(self, run_id: str) -> None:
        with self._lock:
            self._runs.pop(run_id, None)
