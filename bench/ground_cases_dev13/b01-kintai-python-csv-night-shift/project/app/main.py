from __future__ import annotations

import logging

from fastapi import FastAPI
from fastapi.responses import JSONResponse

from app import __version__
from app.timesheet import router as timesheet_router

log = logging.getLogger("kintai")

app = FastAPI(title="kintai-api", version=__version__)
app.include_router(timesheet_router)


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok", "version": __version__}


@app.exception_handler(LookupError)
async def not_found(_, exc: LookupError) -> JSONResponse:
    return JSONResponse({"detail": str(exc)}, status_code=404)


@app.middleware("http")
async def log_errors(request, call_next):
    try:
        return await call_next(request)
    except Exception:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        raise


def run() -> None:  # pragma: no cover - used by the container entrypoint
    import uvicorn

    uvicorn.run("app.main:app", host="0.0.0.0", port=8080, proxy_headers=True)
