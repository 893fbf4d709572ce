from __future__ import annotations

import uuid
from datetime import datetime, timezone

from app.services.cache import cache
from app.services.rates import convert

QUOTE_TTL = 30


async def create_quote(amount: float, pair: str) -> dict:
    converted = await convert(amount, pair)
    quote = {
        "id": uuid.uuid4().hex,
        "pair": pair,
        "amount": amount,
        "converted": converted,
        "created_at": datetime.now(timezone.utc).isoformat(),
    }
    await cache.set(f"quote:{quote['id']}", quote, ttl=QUOTE_TTL)
    return quote


async def get_quote(quote_id: str) -> dict | None:
    return await cache.get(f"quote:{quote_id}")


async def expire_quote(quote_id: str) -> None:
    await cache.delete(f"quote:{quote_id}")
