from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from flask import current_app
from sqlalchemy import create_engine, text


@dataclass
class Sale:
    id: int
    shop_id: int
    sold_on: date
    amount: Decimal
    currency: str


def sales_for_month(month: str, shop_id: int | None) -> list[Sale]:
    engine = create_engine(current_app.config["DATABASE_URL"])
    sql = "SELECT id, shop_id, sold_on, amount, currency FROM sales WHERE strftime('%Y-%m', sold_on) = :month"
    params: dict = {"month": month}
    if shop_id is not None:
        sql += " AND shop_id = :shop_id"
        params["shop_id"] = shop_id
    with engine.connect() as conn:
        rows = conn.execute(text(sql), params).all()
    return [Sale(r.id, r.shop_id, date.fromisoformat(str(r.sold_on)), Decimal(str(r.amount)), r.currency)
            for r in rows]
