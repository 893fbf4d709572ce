"""Write normalized orders into the warehouse, replacing whatever the day had."""
from __future__ import annotations

import pandas as pd
from sqlalchemy import create_engine, text

from etl.config import SETTINGS

OUT_COLUMNS = ["order_id", "order_date", "created_at", "customer_id", "email", "total_eur", "status", "channel"]


def replace_day(orders: pd.DataFrame, day: str) -> int:
    engine = create_engine(SETTINGS.database_url)
    rows = orders.assign(order_date=day)[OUT_COLUMNS]
    with engine.begin() as conn:
        conn.execute(text(f"DELETE FROM {SETTINGS.table} WHERE order_date = :day"), {"day": day})
        rows.to_sql(SETTINGS.table, conn, if_exists="append", index=False, method="multi", chunksize=500)
    return len(rows)
