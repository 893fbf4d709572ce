import os

import asyncpg

_pool = None


async def pool():
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(os.environ["DATABASE_URL"])
    return _pool


async def fetch_ledger(year: int) -> list[tuple]:
    p = await pool()
    return [tuple(r) for r in await p.fetch("SELECT date, account, debit, credit, memo FROM ledger WHERE extract(year FROM date) = $1 ORDER BY date", year)]


async def fetch_summary(year: int) -> dict:
    p = await pool()
    row = await p.fetchrow("SELECT sum(debit) AS debit, sum(credit) AS credit FROM ledger WHERE extract(year FROM date) = $1", year)
    return dict(row)
