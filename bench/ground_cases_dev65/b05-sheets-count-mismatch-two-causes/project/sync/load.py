"""Upserts cleaned orders into the sales database."""
from __future__ import annotations

import logging

import pandas as pd
from sqlalchemy import create_engine, text

log = logging.getLogger(__name__)

UPSERT = text(
    """
    INSERT INTO agency_orders (order_id, order_date, store, sku, qty, unit_price, amount, agent)
    VALUES (:order_id, :order_date, :store, :sku, :qty, :unit_price, :amount, :agent)
    ON CONFLICT (order_id) DO UPDATE SET
        order_date = EXCLUDED.order_date, store = EXCLUDED.store, sku = EXCLUDED.sku,
        qty = EXCLUDED.qty, unit_price = EXCLUDED.unit_price, amount = EXCLUDED.amount,
        agent = EXCLUDED.agent, updated_at = now()
    """
)


def upsert_orders(dsn: str, df: pd.DataFrame) -> int:
    engine = create_engine(dsn)
    records = df[["order_id", "order_date", "store", "sku", "qty", "unit_price", "amount", "agent"]].to_dict("records")
    with engine.begin() as conn:
        for rec in records:
            rec["order_date"] = rec["order_date"].date()
            conn.execute(UPSERT, rec)
    log.info("upserted %d orders", len(records))
    return len(records)


def count_orders(dsn: str) -> int:
    engine = create_engine(dsn)
    with engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM agency_orders")).scalar_one()
