"""Reports shown on the ops dashboard."""
from __future__ import annotations

import logging
import time
from datetime import UTC, date, datetime

from fastapi import APIRouter, Depends, Query
from sqlalchemy import text
from sqlalchemy.engine import Connection

from app.db import fetch_all, get_conn

router = APIRouter(prefix="/reports", tags=["reports"])
log = logging.getLogger(__name__)


def month_bounds(month: str) -> tuple[date, date]:
    """'2025-10' -> (2025-10-01, 2025-11-01); the end is exclusive."""
    year, mon = (int(x) for x in month.split("-"))
    start = date(year, mon, 1)
    end = date(year + (mon == 12), mon % 12 + 1, 1)
    return start, end


def customer_names(conn: Connection, ids: list[int]) -> dict[int, str]:
    """Names for many customers in one query."""
    if not ids:
        return {}
    rows = conn.execute(text("SELECT id, name FROM customers WHERE id = ANY(:ids)"), {"ids": ids})
    return {cid: name for cid, name in rows}


@router.get("/monthly")
def monthly_report(month: str = Query(..., pattern=r"^\d{4}-\d{2}$"), conn: Connection = Depends(get_conn)) -> dict:
    t0 = time.perf_counter()
    start, end = month_bounds(month)
    rows = fetch_all(conn, "monthly_revenue", start=start, end=end)
    log.debug("monthly %s: %d rows in %.3fs", month, len(rows), time.perf_counter() - t0)
    names = customer_names(conn, [r["customer_id"] for r in rows])
    items = []
    for r in rows:
        items.append({
            "customer_id": r["customer_id"],
            "customer": names.get(r["customer_id"], f"#{r['customer_id']}"),
            "orders": r["order_count"],
            "revenue": r["revenue_cents"] / 100,
            "last_order_at": r["last_order_at"].isoformat(),
        })
    log.debug("monthly %s: done in %.3fs", month, time.perf_counter() - t0)
    return {
        "month": month,
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "items": items,
        "total": round(sum(i["revenue"] for i in items), 2),
    }
