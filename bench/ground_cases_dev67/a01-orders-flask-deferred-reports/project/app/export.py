from __future__ import annotations

import csv
import io
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from flask import Blueprint, Response, current_app, request

from app.models import Order, fetch_orders

bp = Blueprint("export", __name__, url_prefix="/export")

HEADER = ["number", "customer", "status", "total", "created", "shipped"]


def _local(value: datetime) -> str:
    tz = ZoneInfo(current_app.config["DISPLAY_TZ"])
    return value.astimezone(tz).strftime("%Y-%m-%d %H:%M")


def _row(order: Order) -> list[str]:
    return [
        order.number,
        order.customer_email,
        order.status,
        f"{order.total:.2f}",
        _local(order.created_at),
        _local(order.shipped_at) if order.shipped_at else "",
    ]


def render_csv(orders: list[Order]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(HEADER)
    for order in orders:
        writer.writerow(_row(order))
    return buf.getvalue()


@bp.get("/orders.csv")
def orders_csv() -> Response:
    days = int(request.args.get("days", 7))
    since = datetime.now(timezone.utc) - timedelta(days=days)
    orders = fetch_orders(since, current_app.config["EXPORT_PAGE_SIZE"])
    return Response(
        render_csv(orders),
        mimetype="text/csv",
        headers={"Content-Disposition": "attachment; filename=orders.csv"},
    )
