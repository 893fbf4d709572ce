"""Running one request as a recorded run: the job in the caller's thread (or the pool's
with ``wait=false``), its stage events to the live stream, and the record written once,
in one transaction, when the job has ended — with credentials masked. Whatever happens,
the live stream ends (``done`` or ``error``), so no client waits on a run that is gone."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from honing import surrogates
from honing.errors import HoningError
from honing.server import jobs
from honing.server.live import LiveRun, LiveRuns
from honing.server.masking import Masker
from honing.server.store import Run, RunStore, now

log = logging.getLogger("honing.server")


class NotRecorded(Exception):
    """The run ended but its record could not be written (the database refused it)."""


@dataclass
class Ended:
    """How a run ended, for the HTTP layer."""

    run_id: str
    record: Run | None = None  # the record as stored, with the caller's unmasked result
    error: HoningError | None = None  # the request could not be run as given (a 422)
    failure: str | None = None  # the job or the database failed (a 500)


class Runner:
    def __init__(self, store: RunStore, workers: int) -> None:
        self.store = store
        self.live = LiveRuns()
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="hone-run")

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)

    def start(self, kind: str) -> LiveRun:
        return self.live.start(LiveRun(uuid.uuid4().hex, kind, now()))

    def in_background(self, run: LiveRun, kind: str, body: dict[str, Any], job: Callable[..., jobs.Outcome],
                      settings_used: dict[str, Any], session_id: str | None) -> None:
        self.pool.submit(self.execute, run, kind, body, job, settings_used, session_id)

    def execute(self, run: LiveRun, kind: str, body: dict[str, Any], job: Callable[..., jobs.Outcome],
                settings_used: dict[str, Any], session_id: str | None) -> Ended:
        body = surrogates.clean_value(body)  # JSON may spell a lone surrogate; no database or answer can hold one
        mask = Masker().learn(body)
        base = {"id": run.id, "kind": kind, "input": mask(body), "settings": mask(settings_used),
                "session_id": session_id, "created_at": run.created_at}
        ended = Ended(run.id)
        try:
            out = job(body, lambda name, ms: run.emit("stage", {"name": name, "ms": ms}))
        except HoningError as exc:
            ended.error = exc
            record = Run(status="error", error=mask(str(exc)), level=body.get("level"), updated_at=now(), **base)
        except Exception as exc:  # noqa: BLE001 - recorded; the client gets a 500 without a traceback
            log.exception("run %s failed", run.id)
            ended.failure = f"internal error ({type(exc).__name__}); the run was recorded with status error"
            record = Run(status="error", error=f"internal error ({type(exc).__name__})", level=body.get("level"),
                         updated_at=now(), **base)
        else:
            record = Run(status=out.status, result=mask(out.result), stages=out.stages, evidence=mask(out.evidence),
                         audit=out.audit, handoff=mask(out.handoff), level=out.level, updated_at=now(), **base)
        try:
            self.store.insert(record)
        except Exception as exc:  # noqa: BLE001 - the database refused the record
            log.exception("run %s could not be recorded", run.id)
            ended.failure = f"internal error: the run could not be recorded ({type(exc).__name__})"
            run.finish("error", {"status": "error", "error": ended.failure})
            return ended
        finally:
            self.live.end(run.id)
        if record.status == "error":
            run.finish("error", {"status": "error", "error": record.error})
            return ended
        run.finish("done", {"status": record.status})
        record.result = out.result  # the caller gets the unmasked result; only the record is masked
        ended.record = record
        return ended
