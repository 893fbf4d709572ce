from fastapi import APIRouter, Header, HTTPException
from pydantic import BaseModel

from app.cache import TTLCache
from app.db import pool
from app.settings import settings

router = APIRouter(prefix="/prices", tags=["prices"])

price_cache: TTLCache[list[dict]] = TTLCache(settings.price_cache_ttl_ms)


class PriceUpdate(BaseModel):
    sku: str
    amount_cents: int


@router.get("/{list_id}")
async def get_price_list(list_id: int) -> list[dict]:
    cached = price_cache.get(list_id)
    if cached is not None:
        return cached
    db = await pool()
    rows = await db.fetch("SELECT sku, amount_cents FROM prices WHERE list_id = $1 ORDER BY sku", list_id)
    result = [dict(r) for r in rows]
    price_cache.set(list_id, result)
    return result


@router.put("/{list_id}")
async def update_price(list_id: int, body: PriceUpdate, x_admin_token: str = Header()) -> dict:
    if x_admin_token != settings.admin_token:
        raise HTTPException(403)
    db = await pool()
    async with db.acquire() as conn:
        async with conn.transaction():
            await conn.execute(
                "UPDATE prices SET amount_cents = $3 WHERE list_id = $1 AND sku = $2",
                list_id, body.sku, body.amount_cents,
            )
    # Invalidate only after the commit: deleting earlier lets a concurrent GET re-cache
    # the old row before the new one is visible.
    price_cache.delete(list_id)
    return {"updated": body.sku}
