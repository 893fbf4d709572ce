from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from .expr import CronExpr, parse

log = logging.getLogger("cronlite")


@dataclass(order=True)
class Job:
    due: datetime
    name: str = field(compare=False)
    expr: CronExpr = field(compare=False)
    func: Callable[[], None] = field(compare=False)


class Scheduler:
    def __init__(self, clock: Callable[[], datetime] = datetime.now) -> None:
        self._clock = clock
        self._jobs: list[Job] = []

    def add(self, cron: str, func: Callable[[], None], name: str | None = None) -> Job:
        expr = parse(cron)
        job = Job(expr.next_run(self._clock()), name or func.__name__, expr, func)
        self._jobs.append(job)
        return job

    def run_pending(self) -> int:
        now = self._clock()
        ran = 0
        for job in sorted(self._jobs):
            if job.due > now:
                break
            try:
                job.func()
            except Exception:
                log.exception("job %s failed", job.name)
            job.due = job.expr.next_run(now)
            ran += 1
        return ran

    def run_forever(self, interval: float = 20.0) -> None:
        while True:
            self.run_pending()
            time.sleep(interval)
