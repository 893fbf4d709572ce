import logging
from datetime import date

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.auth import audit, require_admin
from app.db import get_db
from app.models import Order, OrderStatus
from app.services.order_export import build_csv, export_filename, query_orders

router = APIRouter(prefix="/admin/orders", tags=["orders"])
logger = logging.getLogger(__name__)

MAX_RANGE_DAYS = 92


@router.get("")
def list_orders(
    status: OrderStatus | None = None,
    user_id: int | None = None,
    page: int = Query(1, ge=1),
    page_size: int = Query(20, ge=1, le=100),
    db: Session = Depends(get_db),
    admin: str = Depends(require_admin),
):
    stmt = select(Order)
    if status is not None:
        stmt = stmt.where(Order.status == status)
    if user_id is not None:
        stmt = stmt.where(Order.user_id == user_id)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(
        stmt.order_by(Order.id.desc()).offset((page - 1) * page_size).limit(page_size)
    ).all()
    return {
        "total": total,
        "page": page,
        "items": [
            {
                "id": o.id,
                "order_no": o.order_no,
                "amount": o.amount_cents / 100,
                "status": int(o.status),
                "created_at": o.created_at,
            }
            for o in rows
        ],
    }


@router.get("/export")
def export_orders(
    start_date: date = Query(..., description="开始日期，含"),
    end_date: date = Query(..., description="结束日期，含"),
    status: OrderStatus | None = None,
    db: Session = Depends(get_db),
    admin: str = Depends(require_admin),
):
    if end_date < start_date:
        raise HTTPException(400, "结束日期不能早于开始日期")
    if (end_date - start_date).days > MAX_RANGE_DAYS:
        raise HTTPException(400, f"导出范围不能超过 {MAX_RANGE_DAYS} 天")
    rows = query_orders(db, start_date, end_date, status)
    logger.info("order export %s", audit("order.export", admin, start=str(start_date), end=str(end_date), rows=len(rows)))
    filename = export_filename(start_date, end_date)
    return Response(
        content=build_csv(rows),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
