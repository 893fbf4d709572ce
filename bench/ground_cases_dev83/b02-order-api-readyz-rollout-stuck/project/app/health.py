from __future__ import annotations

import asyncio
import logging

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from redis.asyncio import Redis
from sqlalchemy import text

from app import cache, db
from app.config import get_settings

log = logging.getLogger(__name__)
router = APIRouter(tags=["health"])

CHECK_TIMEOUT = 2.0


async def _check_db() -> None:
    async with db.engine().connect() as conn:
        await conn.execute(text("SELECT 1"))


async def _check_redis() -> None:
    client = cache.client() or Redis.from_url(get_settings().redis_url or "redis://localhost:6379/0")
    await client.ping()


@router.get("/readyz")
async def readyz() -> JSONResponse:
    checks: dict[str, str] = {}
    for name, check in (("db", _check_db), ("redis", _check_redis)):
        try:
            await asyncio.wait_for(check(), timeout=CHECK_TIMEOUT)
            checks[name] = "ok"
        except Exception as exc:
            log.warning("readyz: %s check failed: %s", name, exc)
            checks[name] = "fail"
    ready = all(v == "ok" for v in checks.values())
    return JSONResponse({"ready": ready, "checks": checks}, status_code=200 if ready else 503)
