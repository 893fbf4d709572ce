from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import OrderRow, get_session
from app.schemas import OrderCreate, OrderOut, OrderPage, StatusChange

router = APIRouter()

ALLOWED = {"open": {"paid", "cancelled"}, "paid": set(), "cancelled": set()}


@router.get("", response_model=OrderPage)
def list_orders(
    customer_id: str | None = None,
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    session: Session = Depends(get_session),
):
    query = select(OrderRow)
    if customer_id:
        query = query.where(OrderRow.customer_id == customer_id)
    total = session.scalar(select(func.count()).select_from(query.subquery()))
    rows = session.scalars(query.order_by(OrderRow.id.desc()).limit(limit).offset(offset)).all()
    next_offset = offset + limit if offset + limit < total else None
    return OrderPage(items=rows, total_count=total, next_offset=next_offset)


@router.post("", response_model=OrderOut, status_code=201)
def create_order(payload: OrderCreate, session: Session = Depends(get_session)):
    row = OrderRow(**payload.model_dump())
    session.add(row)
    session.commit()
    return row


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, session: Session = Depends(get_session)):
    row = session.get(OrderRow, order_id)
    if row is None:
        raise HTTPException(status_code=404, detail="order not found")
    return row


@router.post("/{order_id}/status", response_model=OrderOut)
def change_status(order_id: int, change: StatusChange, session: Session = Depends(get_session)):
    row = session.get(OrderRow, order_id)
    if row is None:
        raise HTTPException(status_code=404, detail="order not found")
    if change.status not in ALLOWED[row.status]:
        raise HTTPException(status_code=409, detail=f"cannot go from {row.status} to {change.status}")
    row.status = change.status
    session.commit()
    return row
