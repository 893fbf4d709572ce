from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_db
from app.services.orders import list_orders_for_shop, recent_paid_orders

router = APIRouter(prefix="/shops/{shop_id}/dashboard", tags=["dashboard"])


def _row(o) -> dict:
    return {
        "id": o.id,
        "number": o.number,
        "status": o.status.value,
        "amount": str(o.amount),
        "paid_at": o.paid_at.isoformat() if o.paid_at else None,
    }


@router.get("/recent-paid")
def recent_paid(shop_id: int, days: int = 7, db: Session = Depends(get_db)):
    return [_row(o) for o in recent_paid_orders(db, shop_id, days)]


@router.get("/orders")
def orders(shop_id: int, db: Session = Depends(get_db)):
    return [_row(o) for o in list_orders_for_shop(db, shop_id)]


@router.get("/summary")
def summary(shop_id: int, db: Session = Depends(get_db)):
    rows = list_orders_for_shop(db, shop_id)
    paid = [o for o in rows if o.paid_at is not None]
    return {
        "orders": len(rows),
        "paid": len(paid),
        "revenue": str(sum(o.amount for o in paid)),
    }
