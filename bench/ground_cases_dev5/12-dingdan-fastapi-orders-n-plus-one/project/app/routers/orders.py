from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from app.db import get_db
from app.models import Order
from app.schemas import OrderOut

router = APIRouter(tags=["orders"])


@router.get("/customers/{customer_id}/orders", response_model=list[OrderOut])
def list_orders(customer_id: int, limit: int = 500, db: Session = Depends(get_db)):
    stmt = select(Order).where(Order.customer_id == customer_id).order_by(Order.created_at.desc())
    orders = db.scalars(stmt.limit(limit)).all()
    return [OrderOut.model_validate(o) for o in orders]


@router.get("/orders/{order_id}", response_model=OrderOut)
def get_order(order_id: int, db: Session = Depends(get_db)):
    stmt = select(Order).where(Order.id == order_id).options(selectinload(Order.items))
    order = db.scalars(stmt).first()
    if order is None:
        raise HTTPException(status_code=404, detail="order not found")
    return OrderOut.model_validate(order)
