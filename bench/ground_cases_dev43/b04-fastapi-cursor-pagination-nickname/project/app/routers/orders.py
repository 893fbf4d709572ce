from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Order
from app.pagination import paginate_orders
from app.schemas import OrderOut, OrderPage

router = APIRouter(prefix="/orders", tags=["orders"])


@router.get("", response_model=OrderPage)
def list_orders(
    status: str | None = None,
    shop_id: int | None = None,
    cursor: str | None = None,
    limit: int | None = Query(default=None, ge=1),
    session: Session = Depends(get_session),
):
    stmt = select(Order)
    if status:
        stmt = stmt.where(Order.status == status)
    if shop_id:
        stmt = stmt.where(Order.shop_id == shop_id)
    page = paginate_orders(session, stmt, cursor, limit)
    return OrderPage(
        items=[OrderOut.model_validate(o) for o in page.items],
        next_cursor=page.next_cursor,
        has_more=page.has_more,
    )


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, session: Session = Depends(get_session)):
    order = session.get(Order, order_id)
    if order is None:
        raise HTTPException(status_code=404, detail="order not found")
    return OrderOut.model_validate(order)
