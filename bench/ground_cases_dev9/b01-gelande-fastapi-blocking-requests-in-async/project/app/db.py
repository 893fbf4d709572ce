import asyncpg

from app.config import settings

pool: asyncpg.Pool | None = None


async def connect() -> None:
    global pool
    pool = await asyncpg.create_pool(settings.database_url, min_size=1, max_size=10)


async def disconnect() -> None:
    if pool is not None:
        await pool.close()


async def fetch(query: str, *args):
    assert pool is not None, "db.connect() was not awaited"
    async with pool.acquire() as conn:
        return await conn.fetch(query, *args)
