from datetime import datetime

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Order

router = APIRouter(prefix="/orders", tags=["orders"])


class OrderOut(BaseModel):
    id: int
    shop_id: int
    total_cents: int
    status: str
    created_at: datetime


@router.get("", response_model=list[OrderOut])
def list_orders(shop_id: int, limit: int = 50, session: Session = Depends(get_session)) -> list[Order]:
    stmt = select(Order).where(Order.shop_id == shop_id).order_by(Order.created_at.desc()).limit(min(limit, 200))
    return list(session.scalars(stmt))


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, session: Session = Depends(get_session)) -> Order:
    order = session.get(Order, order_id)
    if order is None:
        raise HTTPException(404, "order not found")
    return order
