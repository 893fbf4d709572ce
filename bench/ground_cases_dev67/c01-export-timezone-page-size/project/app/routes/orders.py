from datetime import date

from fastapi import APIRouter, Depends, Query, Response
from sqlalchemy.orm import Session

from app.config import settings
from app.db import count_orders, get_db, orders_between, orders_page
from app.services.export import build_csv, day_range

router = APIRouter(prefix="/orders", tags=["orders"])


def _row(o) -> dict:
    return {
        "id": o.id,
        "number": o.number,
        "customer": o.customer_name,
        "status": o.status,
        "total": str(o.total),
        "created_at": o.created_at.isoformat() + "Z",
    }


@router.get("")
def list_orders(
    response: Response,
    status: str | None = None,
    page: int = Query(1, ge=1),
    page_size: int = Query(settings.default_page_size, ge=1),
    db: Session = Depends(get_db),
) -> list[dict]:
    offset = (page - 1) * page_size
    rows = orders_page(db, status=status, offset=offset, limit=page_size)
    response.headers["X-Total-Count"] = str(count_orders(db, status))
    return [_row(o) for o in rows]


@router.get("/export.csv")
def export_orders(
    day_from: date,
    day_to: date,
    db: Session = Depends(get_db),
) -> Response:
    start, end = day_range(day_from, day_to)
    rows = orders_between(db, start, end, limit=settings.admin_export_limit)
    body = build_csv(rows)
    return Response(
        content=body.encode(settings.export_encoding),
        media_type="text/csv",
        headers={"Content-Disposition": f'attachment; filename="orders-{day_from}-{day_to}.csv"'},
    )
