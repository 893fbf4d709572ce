import os
from contextlib import asynccontextmanager

import psycopg
import redis
from fastapi import FastAPI, HTTPException

DATABASE_URL = os.environ["DATABASE_URL"]
REDIS_URL = os.environ["REDIS_URL"]

# (name, SQL) applied once each, in order, when the app starts
MIGRATIONS = [
    ("0007_orders_paid_at", "ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_at timestamptz"),
    ("0008_backfill_paid_at",
     "UPDATE orders o SET paid_at = p.created_at FROM payments p "
     "WHERE p.order_id = o.id AND p.status = 'succeeded' AND o.paid_at IS NULL"),
]

cache = redis.Redis.from_url(REDIS_URL, decode_responses=True)


def run_migrations() -> None:
    with psycopg.connect(DATABASE_URL, autocommit=True) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY)")
        done = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
        for name, sql in MIGRATIONS:
            if name in done:
                continue
            conn.execute(sql)
            conn.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (name,))


@asynccontextmanager
async def lifespan(app: FastAPI):
    run_migrations()
    yield


app = FastAPI(lifespan=lifespan)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}


@app.get("/orders/{order_id}")
def get_order(order_id: int) -> dict:
    cached = cache.get(f"order:{order_id}:status")
    with psycopg.connect(DATABASE_URL) as conn:
        row = conn.execute(
            "SELECT id, status, total_cents, paid_at FROM orders WHERE id = %s", (order_id,)
        ).fetchone()
    if row is None:
        raise HTTPException(404, "order not found")
    return {"id": row[0], "status": cached or row[1], "total_cents": row[2],
            "paid_at": row[3].isoformat() if row[3] else None}
