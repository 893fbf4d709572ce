from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Depends, HTTPException, Query

from app.db import OrderRepo, get_repo
from app.pagination import DEFAULT_LIMIT, MAX_LIMIT, decode_cursor, next_link, paginate
from app.schemas import OrderOut, OrderPage

router = APIRouter(prefix="/v1/orders", tags=["orders"])


@router.get("", response_model=OrderPage)
def list_orders(
    cursor: str | None = None,
    limit: int = Query(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="1ページの件数（1〜100、既定50）"),
    status: Literal["pending", "paid", "shipped", "cancelled"] | None = None,
    repo: OrderRepo = Depends(get_repo),
) -> OrderPage:
    after = decode_cursor(cursor) if cursor else None
    rows = repo.list_orders(after=after, limit=limit + 1, status=status)
    page = paginate(rows, limit)
    return OrderPage(
        data=[OrderOut.from_row(r) for r in page.items],
        next_cursor=page.next_cursor,
        next=next_link("/v1/orders", page.next_cursor, limit, status=status),
    )


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, repo: OrderRepo = Depends(get_repo)) -> OrderOut:
    row = repo.get_order(order_id)
    if row is None:
        raise HTTPException(404, detail={"code": "order_not_found", "message": f"order {order_id} not found"})
    return OrderOut.from_row(row)


@router.post("/{order_id}/cancel", response_model=OrderOut)
def cancel_order(order_id: int, repo: OrderRepo = Depends(get_repo)) -> OrderOut:
    row = repo.get_order(order_id)
    if row is None:
        raise HTTPException(404, detail={"code": "order_not_found", "message": f"order {order_id} not found"})
    if row.status in ("shipped", "cancelled"):
        raise HTTPException(409, detail={"code": "order_not_cancellable", "message": f"order is {row.status}"})
    return OrderOut.from_row(repo.set_status(order_id, "cancelled"))
