from __future__ import annotations

import csv
import io
from datetime import date

from fastapi import APIRouter, HTTPException, Query
from fastapi.responses import StreamingResponse

from app import db
from app.models import Order

router = APIRouter(prefix="/orders", tags=["orders"])


def _row(order: Order) -> dict:
    return {
        "id": order.id,
        "customer_id": order.customer_id,
        "status": order.status,
        "created_at": order.created_at.isoformat(),
        "total": str(order.total),
        "coupon_code": order.coupon_code,
    }


@router.get("")
def list_orders(page: int = Query(1, ge=1), size: int = Query(20, ge=1, le=100),
                status: str | None = None) -> list[dict]:
    return [_row(o) for o in db.list_orders(page=page, size=size, status=status)]


@router.get("/export")
def export_orders(start: date, end: date) -> StreamingResponse:
    if end < start:
        raise HTTPException(400, "end must not be before start")
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["id", "customer_id", "status", "created_at", "total", "coupon_code"])
    writer.writeheader()
    for order in db.orders_between(start, end):
        writer.writerow(_row(order))
    buf.seek(0)
    headers = {"Content-Disposition": f'attachment; filename="orders_{start}_{end}.csv"'}
    return StreamingResponse(iter([buf.getvalue()]), media_type="text/csv", headers=headers)


@router.get("/{order_id}")
def get_order(order_id: int) -> dict:
    for o in db.list_orders(page=1, size=10_000):
        if o.id == order_id:
            return _row(o)
    raise HTTPException(404, "order not found")
