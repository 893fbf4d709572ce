from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_db
from app.deps import pagination, require_api_key
from app.models import Payment
from app.serializers import serialize_payment

router = APIRouter(prefix="/payments", tags=["payments"], dependencies=[Depends(require_api_key)])


@router.get("")
def list_payments(page: tuple[int, int] = Depends(pagination), db: Session = Depends(get_db)):
    offset, limit = page
    rows = db.scalars(select(Payment).order_by(Payment.received_on.desc()).offset(offset).limit(limit))
    return [serialize_payment(p) for p in rows]


@router.get("/{payment_id}")
def get_payment(payment_id: int, db: Session = Depends(get_db)):
    payment = db.get(Payment, payment_id)
    if payment is None:
        raise HTTPException(status_code=404, detail="payment not found")
    return serialize_payment(payment)
