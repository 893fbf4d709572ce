import asyncpg

from worker.config import DATABASE_URL

_pool: asyncpg.Pool | None = None


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(DATABASE_URL, min_size=1, max_size=8)
    return _pool


async def fetch_merchant(merchant_id: int) -> dict:
    p = await pool()
    row = await p.fetchrow("SELECT id, webhook_url, webhook_secret FROM merchants WHERE id = $1", merchant_id)
    if row is None:
        raise LookupError(f"merchant {merchant_id} not found")
    return dict(row)
