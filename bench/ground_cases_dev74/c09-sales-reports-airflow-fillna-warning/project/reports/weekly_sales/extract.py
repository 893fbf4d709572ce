"""Pull last week's order lines, store targets and the week before from the warehouse."""
from __future__ import annotations

import os
from datetime import datetime, timedelta

import pandas as pd
from airflow.providers.postgres.hooks.postgres import PostgresHook

SALES_SQL = """
SELECT o.order_id, o.store_code, s.store_name, s.region_name, s.status AS store_status, o.amount
FROM fact_orders o
JOIN dim_store s USING (store_code)
WHERE o.paid_at >= %(start)s AND o.paid_at < %(end)s AND o.status = 'paid'
"""

TARGETS_SQL = "SELECT store_code, weekly_target AS target FROM store_targets WHERE week_start = %(start)s"


def _frame(hook: PostgresHook, sql: str, params: dict) -> pd.DataFrame:
    with hook.get_conn() as conn, conn.cursor() as cur:
        cur.execute(sql, params)
        cols = [c.name for c in cur.description]
        return pd.DataFrame(cur.fetchall(), columns=cols)


def dump_week(start: datetime, end: datetime, workdir: str) -> str:
    hook = PostgresHook(postgres_conn_id="warehouse")
    out = os.path.join(workdir, start.strftime("%G-W%V"))
    os.makedirs(out, exist_ok=True)
    _frame(hook, SALES_SQL, {"start": start, "end": end}).to_pickle(f"{out}/sales.pkl")
    _frame(hook, TARGETS_SQL, {"start": start.date()}).to_pickle(f"{out}/targets.pkl")
    prev = {"start": start - timedelta(days=7), "end": start}
    _frame(hook, SALES_SQL, prev).to_pickle(f"{out}/last_week.pkl")
    return out
