from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException, Query

from app.db import Database, get_db
from app.models import OrderOut, OrderPage, OrderStatus, to_out
from app.pagination import decode_cursor, encode_cursor

router = APIRouter(prefix="/orders", tags=["orders"])


@router.get("", response_model=OrderPage)
def list_orders(
    cursor: str | None = None,
    page_size: int = Query(50, ge=1, le=100),
    status: OrderStatus | None = None,
    db: Database = Depends(get_db),
) -> OrderPage:
    after = decode_cursor(cursor) if cursor else None
    rows = db.list_orders(status=status.value if status else None, after=after, limit=page_size + 1)
    has_more = len(rows) > page_size
    items = rows[:page_size]
    next_cursor = encode_cursor(items[-1]) if items else None
    return OrderPage(items=[to_out(r) for r in items], next_cursor=next_cursor, has_more=has_more)


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, db: Database = Depends(get_db)) -> OrderOut:
    row = db.get_order(order_id)
    if row is None:
        raise HTTPException(status_code=404, detail={"code": "order_not_found", "message": f"order {order_id} not found"})
    return to_out(row)
