"""Writing features to the offline (Postgres) and online (Redis) stores."""
from __future__ import annotations

import pandas as pd
from sqlalchemy import text

from feature_pipeline.db import engine, online

OFFLINE_TABLE = "features.customer_daily"
ONLINE_TTL = 7 * 24 * 3600

# Upsert, so a task that runs twice (broker redelivery, manual rerun) overwrites its rows.
# Needs: CREATE UNIQUE INDEX customer_daily_key ON features.customer_daily (tenant_id, customer_id, day);
INSERT = text(f"""
    INSERT INTO {OFFLINE_TABLE}
        (tenant_id, customer_id, day, orders_1d, revenue_1d, avg_order_value_1d, sessions_1d, tickets_1d)
    VALUES
        (:tenant_id, :customer_id, :day, :orders_1d, :revenue_1d, :avg_order_value_1d, :sessions_1d, :tickets_1d)
    ON CONFLICT (tenant_id, customer_id, day) DO UPDATE SET
        orders_1d = EXCLUDED.orders_1d,
        revenue_1d = EXCLUDED.revenue_1d,
        avg_order_value_1d = EXCLUDED.avg_order_value_1d,
        sessions_1d = EXCLUDED.sessions_1d,
        tickets_1d = EXCLUDED.tickets_1d
""")


def write_offline(df: pd.DataFrame) -> int:
    if df.empty:
        return 0
    with engine.begin() as conn:
        conn.execute(INSERT, df.to_dict("records"))
    return len(df)


def write_online(df: pd.DataFrame) -> None:
    """Latest day per customer as a Redis hash: feat:<tenant>:<customer>."""
    pipe = online.pipeline(transaction=False)
    for row in df.sort_values("day").to_dict("records"):
        key = f"feat:{row['tenant_id']}:{row['customer_id']}"
        pipe.hset(key, mapping={k: str(v) for k, v in row.items() if k not in ("tenant_id", "customer_id")})
        pipe.expire(key, ONLINE_TTL)
    pipe.execute()
