"""Upsert validated rows into catalogue.supplier_prices in one transaction per file."""
from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.engine import Engine

UPSERT = text("""
    INSERT INTO supplier_prices (supplier_id, sku, name, price, min_qty, valid_from)
    VALUES (:supplier_id, :sku, :name, :price, :min_qty, :valid_from)
    ON CONFLICT (supplier_id, sku) DO UPDATE
    SET name = EXCLUDED.name, price = EXCLUDED.price,
        min_qty = EXCLUDED.min_qty, valid_from = EXCLUDED.valid_from,
        updated_at = now()
""")


def existing_skus(engine: Engine, supplier_id: int) -> set[str]:
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT sku FROM supplier_prices WHERE supplier_id = :s"), {"s": supplier_id})
        return {r.sku for r in rows}


def load(engine: Engine, supplier_id: int, rows: list[dict]) -> int:
    if not rows:
        return 0
    with engine.begin() as conn:
        conn.execute(UPSERT, [{**r, "supplier_id": supplier_id} for r in rows])
    return len(rows)
