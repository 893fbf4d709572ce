from __future__ import annotations

import logging
import os

import httpx

from app.services.cache import cache

log = logging.getLogger("fx.rates")

UPSTREAM = os.environ.get("RATES_UPSTREAM", "https://rates.internal.example.com")
RATE_TTL = 300


class UpstreamError(Exception):
    pass


_client: httpx.AsyncClient | None = None


async def open_client() -> None:
    global _client
    _client = httpx.AsyncClient(base_url=UPSTREAM, timeout=httpx.Timeout(3.0, connect=1.0),
                                limits=httpx.Limits(max_connections=50, max_keepalive_connections=20))


async def close_client() -> None:
    if _client is not None:
        await _client.aclose()


async def get_rate(pair: str) -> float:
    key = f"rate:{pair}"
    cached = await cache.get(key)
    if cached is not None:
        return float(cached)
    resp = await _client.get(f"/v2/rates/{pair}")
    if resp.status_code != 200:
        raise UpstreamError(f"{pair}: {resp.status_code}")
    value = float(resp.json()["rate"])
    cache.set(key, value, ttl=RATE_TTL)
    log.info("rate %s fetched from upstream", pair)
    return value


async def convert(amount: float, pair: str) -> float:
    rate = await get_rate(pair)
    return round(amount * rate, 4)
