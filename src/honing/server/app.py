"""The HTTP face: FastAPI routes over the library (``jobs.py``), the runs (``runner.py``),
their records (``store.py``) and the live event streams (``live.py``). ``create_app``
builds it; ``hone serve`` runs it under uvicorn."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from honing import __version__
from honing.server import jobs
from honing.server.runner import Runner
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
    session_problem,
)
from honing.server.store import STATUSES, Run, RunStore

MAX_BODY = 2 * 1024 * 1024
STATIC = Path(__file__).parent / "static"
KINDS = ("analyze", "optimize", "restructure", "tokens", "cost", "expand", "ground")
RUN_ID = re.compile(r"[0-9a-f]{32}")
LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]
URLS_OFF = "@url is off in this server: start it with 'hone serve --allow-urls' to fetch web pages"
log = logging.getLogger("honing.server")


@dataclass(frozen=True)
class Settings:
    db: str
    workspace: Path
    results: Path  # the @result store
    workers: int = 2
    endpoint: str | None = None  # an OpenAI-compatible model endpoint for ground (optional)
    model: str | None = None  # its default model
    allow_urls: bool = False  # fetch @url references (public addresses only)
    hosts: tuple[str, ...] = tuple(LOOPBACK_NAMES)  # Host headers served ("*": any)


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


def _invalid_field(name: str, message: str) -> JSONResponse:
    return _error(422, f"{name}: {message}", fields=[{"field": name, "message": message}])


def _sse(event: str, data: dict[str, Any]) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def create_app(settings: Settings) -> Any:
    from honing.references import ResultStore
    from honing.references.web import closed_policy

    store = RunStore(settings.db)
    results = ResultStore(settings.results)
    runner = Runner(store, settings.workers)
    url_policy = None if settings.allow_urls else closed_policy(URLS_OFF)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        yield
        runner.close()
        store.close()

    app = FastAPIOffline(title="honing", version=__version__, lifespan=lifespan, redoc_url=None,
                         description="Prompt analysis, optimization, restructuring, context references and "
                                     "grounding, with every run recorded.")
    app.state.store = store
    app.state.settings = settings

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = []
        for e in exc.errors():
            loc = [str(p) for p in e.get("loc", ()) if p != "body"]
            if e.get("type") == "json_invalid":
                where = f" at byte {loc[0]}" if loc else ""
                fields.append({"field": "body", "message": f"not valid JSON{where} "
                                                           f"({e.get('ctx', {}).get('error', 'decode error')})"})
                continue
            fields.append({"field": ".".join(loc) or "body", "message": e.get("msg", "invalid")})
        first = fields[0] if fields else {"field": "body", "message": "invalid"}
        return _error(422, f"{first['field']}: {first['message']}", fields=fields)

    @app.exception_handler(HTTPException)
    async def _http(_request: Request, exc: HTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(Exception)
    async def _crash(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error")
        return _error(500, f"internal error ({type(exc).__name__})")

    # running ------------------------------------------------------------------------
    def start(kind: str, body: dict[str, Any], job: Callable[..., jobs.Outcome], wait: bool, *,
              settings_used: dict[str, Any] | None = None, session_id: str | None = None,
              respond: Callable[[Run], Any] | None = None) -> Any:
        run = runner.start(kind)
        used = settings_used if settings_used is not None else {k: v for k, v in body.items() if k != "text"}
        if not wait:
            runner.in_background(run, kind, body, job, used, session_id)
            return JSONResponse({"run_id": run.id, "status": "running"}, status_code=202)
        ended = runner.execute(run, kind, body, job, used, session_id)
        if ended.error is not None:
            name = getattr(ended.error, "field", None) or "body"
            message = str(ended.error)
            return _error(422, f"{name}: {message}" if name != "body" else message,
                          fields=[{"field": name, "message": message}], run_id=run.id)
        if ended.record is None:
            return _error(500, ended.failure or "internal error", run_id=run.id)
        if respond is not None:
            return respond(ended.record)
        return JSONResponse(ended.record.result, headers={"X-Run-Id": run.id})

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

    @app.post("/api/cost")
    def cost(body: TokensBody, wait: bool = True) -> Any:
        return start("cost", body.model_dump(), jobs.cost, wait)

    @app.post("/api/expand")
    def expand(body: ExpandBody, wait: bool = True) -> Any:
        def job(b: dict[str, Any], hook: jobs.StageHook) -> jobs.Outcome:
            return jobs.expand(b, hook, workspace=settings.workspace, store=results, url_policy=url_policy)
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
            return _invalid_field("kind", f"one of {', '.join(KINDS)}")
        if status is not None and status not in STATUSES:
            return _invalid_field("status", f"one of {', '.join(STATUSES)}")
        if not 1 <= limit <= 500:
            return _invalid_field("limit", "between 1 and 500")
        if before is not None and not RUN_ID.fullmatch(before):
            return _invalid_field("before", "a run id (32 hexadecimal digits)")
        try:
            page, after = store.page(kind=kind, status=status, limit=limit, before=before)
        except KeyError:
            return _error(404, f"before: no run {before}")
        return {"runs": [r.to_dict(detail=False) for r in page], "next_before": after}

    def _recorded(run_id: str) -> Run | None:
        return store.get(run_id) if RUN_ID.fullmatch(run_id) else None

    @app.get("/api/runs/{run_id}")
    def get_run(run_id: str) -> Any:
        record = _recorded(run_id)
        if record is not None:
            return record.to_dict()
        running = runner.live.get(run_id)
        if running is not None:
            return {"id": running.id, "kind": running.kind, "status": "running", "created_at": running.created_at,
                    "stages": [d for e, d in list(running.events) if e == "stage"]}
        return _error(404, f"no run {run_id[:64]}")

    @app.get("/api/runs/{run_id}/events")
    async def events(run_id: str) -> Any:
        # async: a client waiting on a long run holds no worker thread
        running = runner.live.get(run_id)
        record = None if running is not None else await run_in_threadpool(_recorded, run_id)
        if running is None and record is None:
            return _error(404, f"no run {run_id[:64]}")

        async def stream() -> AsyncIterator[str]:
            if running is not None:
                seen, quiet = 0, 0.0
                while True:
                    fresh = running.events[seen:]
                    seen += len(fresh)
                    for event, data in fresh:
                        yield _sse(event, data)
                    if running.finished and seen >= len(running.events):
                        return
                    if fresh:
                        quiet = 0.0
                    elif quiet >= 15.0:
                        quiet = 0.0
                        yield ": waiting\n\n"
                    await asyncio.sleep(0.05)
                    quiet += 0.05
            assert record is not None
            for s in record.stages:
                yield _sse("stage", s)
            end = "error" if record.status == "error" else "done"
            yield _sse(end, {"status": record.status} | ({"error": record.error} if record.error else {}))
        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    @app.post("/api/runs/{run_id}/approve")
    def approve(run_id: str, body: ApproveBody | None = None) -> Any:
        return _review(run_id, "handed_off", body.text if body else None)

    @app.post("/api/runs/{run_id}/reject")
    def reject(run_id: str) -> Any:
        return _review(run_id, "rejected", None)

    def _review(run_id: str, status: str, edited: str | None) -> Any:
        from honing.server.masking import Masker

        record = _recorded(run_id)
        if record is None:
            return _error(404, f"no run {run_id[:64]}")
        if record.status != "pending_review":
            return _error(409, f"run {run_id} is {record.status}, not pending_review")
        text = None
        if status == "handed_off":
            text = Masker().learn(edited)(edited) if edited is not None else (record.result or {}).get("text", "")
        done = store.review(run_id, status=status, handoff=text)
        if done is None:
            return _error(409, f"run {run_id} was reviewed meanwhile")
        return done.to_dict()

    @app.post("/api/runs/{run_id}/outcome")
    def outcome(run_id: str, body: OutcomeBody) -> Any:
        record = _recorded(run_id)
        if record is None:
            return _error(404, f"no run {run_id[:64]}")
        if record.status in ("error", "pending_review", "rejected"):
            why = {"error": "it failed", "pending_review": "it waits for review: approve or reject it first",
                   "rejected": "it was rejected, never handed off"}[record.status]
            return _error(409, f"run {run_id} has no outcome to record: {why}")
        done = store.record_outcome(run_id, body.outcome)
        return done.to_dict() if done is not None else _error(404, f"no run {run_id}")

    @app.get("/api/stats")
    def stats() -> Any:
        return {"by_kind_and_level": store.stats()}

    @app.get("/api/sessions/{session_id}/settings")
    def get_settings(session_id: str) -> Any:
        problem = session_problem(session_id)
        if problem:
            return _invalid_field("session_id", problem)
        return {"session_id": session_id, "settings": store.session_settings(session_id) or {}}

    @app.put("/api/sessions/{session_id}/settings")
    def put_settings(session_id: str, body: SessionSettings) -> Any:
        problem = session_problem(session_id)
        if problem:
            return _invalid_field("session_id", problem)
        values = {k: v for k, v in body.model_dump().items() if v is not None}
        store.put_session_settings(session_id, values)
        return {"session_id": session_id, "settings": values}

    @app.patch("/api/sessions/{session_id}/settings")
    def patch_settings(session_id: str, body: SessionSettings) -> Any:
        """Change the settings the body names and keep the others (PUT replaces them all)."""
        problem = session_problem(session_id)
        if problem:
            return _invalid_field("session_id", problem)
        values = {**(store.session_settings(session_id) or {}),
                  **{k: v for k, v in body.model_dump().items() if k in body.model_fields_set and v is not None}}
        store.put_session_settings(session_id, values)
        return {"session_id": session_id, "settings": values}

    @app.get("/api/meta")
    def meta() -> Any:
        return {"version": __version__, "kinds": list(KINDS), "database": store.engine.dialect.name,
                "schema_revision": store.revision, "allow_urls": settings.allow_urls}

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    app.add_middleware(BodyLimit, limit=MAX_BODY)
    if "*" not in settings.hosts:  # a page on another site that rebinds its name to 127.0.0.1 is refused
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=list(settings.hosts))
    return app
