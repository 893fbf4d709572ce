"""The HTTP face: FastAPI routes over the library (``jobs.py``), the run records
(``store.py``) and the live event streams (``live.py``). ``create_app`` builds it;
``hone serve`` runs it under uvicorn."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from honing import __version__
from honing.errors import HoningError
from honing.server import jobs
from honing.server.live import LiveRun, LiveRuns
from honing.server.schemas import (
    GROUND_SETTINGS,
    AnalyzeBody,
    ApproveBody,
    ExpandBody,
    GroundBody,
    OptimizeBody,
    OutcomeBody,
    RestructureBody,
    SessionSettings,
    TokensBody,
)
from honing.server.store import Run, RunStore, now

MAX_BODY = 2 * 1024 * 1024
STATIC = Path(__file__).parent / "static"
KINDS = ("analyze", "optimize", "restructure", "tokens", "expand", "ground")
log = logging.getLogger("honing.server")


@dataclass(frozen=True)
class Settings:
    db: str
    workspace: Path
    results: Path  # the @result store
    workers: int = 2
    endpoint: str | None = None  # an OpenAI-compatible model endpoint for ground (optional)
    model: str | None = None  # its default model


def _mask(value: Any) -> Any:
    """Every string with its credentials replaced, as reports show them. A report
    repeats its text in many places: each distinct string is scanned once."""
    from honing.security.secrets import redact

    seen: dict[str, str] = {}

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            if len(v) < 8:  # shorter than any credential the table recognizes
                return v
            if v not in seen:
                seen[v] = redact(v)[0]
            return seen[v]
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, dict):
            return {k: walk(x) for k, x in v.items()}
        return v

    return walk(value)


class BodyLimit:
    """413 for a body over ``limit`` bytes, whether announced or streamed."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.limit:
            await _too_large(send)
            return
        # read the body (at most the limit) before the app sees it, so that a streamed
        # body over the limit is a 413 and not the framework's parse error
        chunks: list[bytes] = []
        seen = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                await self.app(scope, receive, send)
                return
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > self.limit:
                await _too_large(send)
                return
            chunks.append(chunk)
            more = bool(message.get("more_body"))
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _too_large(send: Send) -> None:
    body = json.dumps({"error": f"request body over {MAX_BODY // (1024 * 1024)} MiB"}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def _error(status: int, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": message, **extra}, status_code=status)


def create_app(settings: Settings) -> Any:
    from honing.references import ResultStore

    store = RunStore(settings.db)
    results = ResultStore(settings.results)
    live = LiveRuns()
    pool = ThreadPoolExecutor(max_workers=settings.workers, thread_name_prefix="hone-run")
    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        yield
        pool.shutdown(wait=False, cancel_futures=True)
        store.close()

    app = FastAPIOffline(title="honing", version=__version__, lifespan=lifespan,
                         description="Prompt analysis, optimization, restructuring, context references and "
                                     "grounding, with every run recorded.")
    app.state.store = store
    app.state.settings = settings

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = []
        for e in exc.errors():
            loc = [str(p) for p in e.get("loc", ()) if p != "body"]
            fields.append({"field": ".".join(loc) or "body", "message": e.get("msg", "invalid")})
        first = fields[0] if fields else {"field": "body", "message": "invalid"}
        return _error(422, f"{first['field']}: {first['message']}", fields=fields)

    @app.exception_handler(Exception)
    async def _crash(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error")
        return _error(500, f"internal error ({type(exc).__name__}); the run was recorded with status error")

    # running ------------------------------------------------------------------------
    def execute(kind: str, body: dict[str, Any], job: Callable[..., jobs.Outcome], *,
                settings_used: dict[str, Any], session_id: str | None, run: LiveRun) -> Run:
        try:
            out = job(body, lambda name, ms: run.emit("stage", {"name": name, "ms": ms}))
        except HoningError as exc:
            record = Run(run.id, kind, "error", _mask(body), settings_used, error=str(exc), session_id=session_id,
                         created_at=run.created_at, updated_at=now())
            store.insert(record)
            run.finish("error", {"status": "error", "error": str(exc)})
            live.end(run.id)
            raise
        except Exception as exc:
            record = Run(run.id, kind, "error", _mask(body), settings_used,
                         error=f"internal error ({type(exc).__name__})", session_id=session_id,
                         created_at=run.created_at, updated_at=now())
            store.insert(record)
            run.finish("error", {"status": "error", "error": record.error})
            live.end(run.id)
            raise
        record = Run(run.id, kind, out.status, _mask(body), settings_used, result=_mask(out.result),
                     stages=out.stages, evidence=_mask(out.evidence), audit=out.audit, handoff=_mask(out.handoff),
                     session_id=session_id, level=out.level, created_at=run.created_at, updated_at=now())
        store.insert(record)
        run.finish("done", {"status": out.status})
        live.end(run.id)
        record.result = out.result  # the caller gets the unmasked result; only the record is masked
        return record

    def start(kind: str, body: dict[str, Any], job: Callable[..., jobs.Outcome], wait: bool, *,
              settings_used: dict[str, Any] | None = None, session_id: str | None = None,
              respond: Callable[[Run], Any] | None = None) -> Any:
        run = live.start(LiveRun(uuid.uuid4().hex, kind, now()))
        used = settings_used if settings_used is not None else {k: v for k, v in body.items() if k != "text"}
        if not wait:
            def background() -> None:
                try:
                    execute(kind, body, job, settings_used=used, session_id=session_id, run=run)
                except Exception:  # noqa: BLE001 - recorded as the run's error
                    pass
            pool.submit(background)
            return JSONResponse({"run_id": run.id, "status": "running"}, status_code=202)
        try:
            record = execute(kind, body, job, settings_used=used, session_id=session_id, run=run)
        except jobs.JobError as exc:
            return _error(422, f"{exc.field}: {exc}", fields=[{"field": exc.field, "message": str(exc)}],
                          run_id=run.id)
        except HoningError as exc:
            return _error(422, str(exc), run_id=run.id)
        if respond is not None:
            return respond(record)
        return JSONResponse(record.result, headers={"X-Run-Id": run.id})

    # endpoints ----------------------------------------------------------------------
    @app.get("/healthz")
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/api/analyze")
    def analyze(body: AnalyzeBody, wait: bool = True) -> Any:
        return start("analyze", body.model_dump(), jobs.analyze, wait)

    @app.post("/api/optimize")
    def optimize(body: OptimizeBody, wait: bool = True) -> Any:
        return start("optimize", body.model_dump(), jobs.optimize, wait)

    @app.post("/api/restructure")
    def restructure(body: RestructureBody, wait: bool = True) -> Any:
        return start("restructure", body.model_dump(), jobs.restructure, wait)

    @app.post("/api/tokens")
    def tokens(body: TokensBody, wait: bool = True) -> Any:
        return start("tokens", body.model_dump(), jobs.tokens, wait)

    @app.post("/api/expand")
    def expand(body: ExpandBody, wait: bool = True) -> Any:
        def job(b: dict[str, Any], hook: jobs.StageHook) -> jobs.Outcome:
            return jobs.expand(b, hook, workspace=settings.workspace, store=results)
        return start("expand", body.model_dump(), job, wait, session_id=body.session)

    @app.post("/api/ground")
    def ground(body: GroundBody, wait: bool = True) -> Any:
        raw = body.model_dump()
        stored = store.session_settings(body.session) if body.session else None
        for key in GROUND_SETTINGS:
            if key not in body.model_fields_set and stored and stored.get(key) is not None:
                raw[key] = stored[key]
        used = {k: raw[k] for k in GROUND_SETTINGS}
        used.update({k: raw[k] for k in ("transcript", "session", "cwd") if raw.get(k) is not None})

        def job(b: dict[str, Any], hook: jobs.StageHook) -> jobs.Outcome:
            return jobs.ground(b, hook, workspace=settings.workspace, endpoint=settings.endpoint,
                               default_model=settings.model)

        def respond(record: Run) -> Any:
            return JSONResponse({"run_id": record.id, "status": record.status, "result": record.result})
        return start("ground", raw, job, wait, settings_used=used, session_id=body.session, respond=respond)

    @app.get("/api/runs")
    def list_runs(kind: str | None = None, status: str | None = None, limit: int = 50,
                  before: str | None = None) -> Any:
        if kind is not None and kind not in KINDS:
            return _error(422, f"kind: one of {', '.join(KINDS)}", fields=[{"field": "kind", "message": "unknown"}])
        if not 1 <= limit <= 500:
            return _error(422, "limit: between 1 and 500", fields=[{"field": "limit", "message": "out of range"}])
        try:
            page, after = store.page(kind=kind, status=status, limit=limit, before=before)
        except KeyError:
            return _error(404, f"before: no run {before}")
        return {"runs": [r.to_dict(detail=False) for r in page], "next_before": after}

    def _running(run: LiveRun) -> dict[str, Any]:
        return {"id": run.id, "kind": run.kind, "status": "running", "created_at": run.created_at,
                "stages": [d for e, d in run.events if e == "stage"]}

    @app.get("/api/runs/{run_id}")
    def get_run(run_id: str) -> Any:
        record = store.get(run_id)
        if record is not None:
            return record.to_dict()
        running = live.get(run_id)
        if running is not None:
            return _running(running)
        return _error(404, f"no run {run_id}")

    @app.get("/api/runs/{run_id}/events")
    def events(run_id: str) -> Any:
        running = live.get(run_id)
        record = None if running is not None else store.get(run_id)
        if running is None and record is None:
            return _error(404, f"no run {run_id}")

        def stream() -> Iterator[str]:
            if running is not None:
                seen = 0
                while True:
                    fresh, finished = running.wait_after(seen, 15.0)
                    seen += len(fresh)
                    for event, data in fresh:
                        yield f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"
                    if finished and not fresh:
                        return
                    if not fresh:
                        yield ": waiting\n\n"
            assert record is not None
            for s in record.stages:
                yield f"event: stage\ndata: {json.dumps(s)}\n\n"
            end = "error" if record.status == "error" else "done"
            data = {"status": record.status} | ({"error": record.error} if record.error else {})
            yield f"event: {end}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"
        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    @app.post("/api/runs/{run_id}/approve")
    def approve(run_id: str, body: ApproveBody | None = None) -> Any:
        return _review(run_id, "handed_off", body.text if body else None)

    @app.post("/api/runs/{run_id}/reject")
    def reject(run_id: str) -> Any:
        return _review(run_id, "rejected", None)

    def _review(run_id: str, status: str, edited: str | None) -> Any:
        record = store.get(run_id)
        if record is None:
            return _error(404, f"no run {run_id}")
        if record.status != "pending_review":
            return _error(409, f"run {run_id} is {record.status}, not pending_review")
        text = None
        if status == "handed_off":
            if edited is not None and not edited.strip():
                return _error(422, "text: the edited instruction is empty", fields=[{"field": "text",
                                                                                    "message": "empty"}])
            text = _mask(edited if edited is not None else (record.result or {}).get("text", ""))
        done = store.review(run_id, status=status, handoff=text)
        if done is None:
            return _error(409, f"run {run_id} was reviewed meanwhile")
        return done.to_dict()

    @app.post("/api/runs/{run_id}/outcome")
    def outcome(run_id: str, body: OutcomeBody) -> Any:
        done = store.record_outcome(run_id, body.outcome)
        if done is None:
            return _error(404, f"no run {run_id}")
        return done.to_dict()

    @app.get("/api/stats")
    def stats() -> Any:
        return {"by_kind_and_level": store.stats()}

    @app.get("/api/sessions/{session_id}/settings")
    def get_settings(session_id: str) -> Any:
        stored = store.session_settings(session_id) or {}
        return {"session_id": session_id, "settings": stored}

    @app.put("/api/sessions/{session_id}/settings")
    def put_settings(session_id: str, body: SessionSettings) -> Any:
        values = {k: v for k, v in body.model_dump().items() if v is not None}
        store.put_session_settings(session_id, values)
        return {"session_id": session_id, "settings": values}

    @app.get("/api/meta")
    def meta() -> Any:
        return {"version": __version__, "kinds": list(KINDS), "database": store.engine.dialect.name,
                "schema_revision": store.revision, "workspace": str(settings.workspace)}

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    app.add_middleware(BodyLimit, limit=MAX_BODY)
    return app
