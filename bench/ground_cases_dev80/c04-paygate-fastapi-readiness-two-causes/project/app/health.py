import asyncio
import logging

import httpx
from fastapi import APIRouter
from fastapi.responses import JSONResponse

from app import db
from app.config import get_settings

router = APIRouter()
log = logging.getLogger(__name__)


@router.get("/healthz")
async def healthz() -> dict:
    return {"status": "ok"}


async def _check_payment_provider(timeout: float) -> None:
    settings = get_settings()
    async with httpx.AsyncClient(timeout=timeout) as client:
        resp = await client.get(f"{settings.payment_api_url}/status")
        resp.raise_for_status()


@router.get("/readyz")
async def readyz() -> JSONResponse:
    settings = get_settings()
    checks = {"db": db.ping(), "payment_provider": _check_payment_provider(settings.health_check_timeout)}
    results = await asyncio.gather(*checks.values(), return_exceptions=True)
    failed = {name: repr(res) for name, res in zip(checks, results) if isinstance(res, Exception)}
    if failed:
        log.warning("readiness failed", extra={"failed": failed})
        return JSONResponse({"status": "not-ready", "failed": failed}, status_code=503)
    return JSONResponse({"status": "ready"})
