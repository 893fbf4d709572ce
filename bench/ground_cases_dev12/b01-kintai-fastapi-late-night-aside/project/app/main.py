"""kintai-api エントリポイント。"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse

from app.config import describe, settings
from app.routers import attendance

logging.basicConfig(level=settings.log_level)
logger = logging.getLogger("kintai")

app = FastAPI(title="kintai-api", version="0.4.2")
app.add_middleware(CORSMiddleware, allow_origins=settings.cors_origins, allow_methods=["GET", "POST"])
app.include_router(attendance.router)


@app.exception_handler(ValueError)
async def value_error_handler(request: Request, exc: ValueError) -> JSONResponse:
    logger.warning("bad request %s: %s", request.url.path, exc)
    return JSONResponse(status_code=400, content={"detail": str(exc)})


@app.get("/healthz")
def healthz() -> dict[str, object]:
    return {"status": "ok", "config": describe()}
