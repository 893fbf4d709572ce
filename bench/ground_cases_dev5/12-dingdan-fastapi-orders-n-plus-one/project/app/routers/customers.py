from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from app.db import get_db
from app.models import Customer
from app.schemas import CustomerOut

router = APIRouter(tags=["customers"])


@router.get("/customers", response_model=list[CustomerOut])
def list_customers(db: Session = Depends(get_db)):
    stmt = select(Customer).options(selectinload(Customer.orders)).order_by(Customer.id)
    customers = db.scalars(stmt).all()
    return [CustomerOut(id=c.id, name=c.name, order_count=len(c.orders)) for c in customers]
