import json
import logging

import httpx
from fastapi import APIRouter, HTTPException

from app.config import get_settings

router = APIRouter(prefix="/quotes", tags=["quotes"])
log = logging.getLogger(__name__)


async def _fetch_upstream(symbol: str) -> dict:
    s = get_settings()
    async with httpx.AsyncClient(base_url=s.upstream_base, timeout=s.upstream_timeout) as client:
        r = await client.get(f"/quote/{symbol}")
    if r.status_code == 404:
        raise HTTPException(404, f"unknown symbol {symbol}")
    r.raise_for_status()
    return r.json()


@router.get("/{symbol}")
async def get_quote(symbol: str) -> dict:
    from app.main import redis

    key = f"quote:{symbol.upper()}"
    cached = await redis.get(key)
    if cached:
        return json.loads(cached)
    data = await _fetch_upstream(symbol.upper())
    body = {"symbol": symbol.upper(), "price": data["last"], "ts": data["ts"]}
    await redis.set(key, json.dumps(body), ex=get_settings().cache_ttl_seconds)
    return body
