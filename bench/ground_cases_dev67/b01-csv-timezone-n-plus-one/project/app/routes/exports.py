from __future__ import annotations

import csv
import io
from datetime import datetime
from zoneinfo import ZoneInfo

from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from app import db

router = APIRouter(prefix="/exports", tags=["exports"])

COLUMNS = ["number", "status", "total", "created_at"]
JST = ZoneInfo("Asia/Tokyo")


def _fmt_time(value: str) -> str:
    dt = datetime.fromisoformat(value).astimezone(JST)
    return dt.strftime("%Y-%m-%d %H:%M")


@router.get("/orders.csv")
def orders_csv(shop_id: int) -> StreamingResponse:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(COLUMNS)
    for order in db.list_orders(shop_id, limit=10000):
        writer.writerow([
            order["number"],
            order["status"],
            order["total"],
            _fmt_time(order["created_at"]),
        ])
    buf.seek(0)
    return StreamingResponse(
        iter([buf.getvalue()]),
        media_type="text/csv",
        headers={"Content-Disposition": f"attachment; filename=orders-{shop_id}.csv"},
    )
