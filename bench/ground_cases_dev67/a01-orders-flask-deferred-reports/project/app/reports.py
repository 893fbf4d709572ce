from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta, timezone

from flask import Blueprint, current_app, jsonify

from app.models import Order, fetch_orders

bp = Blueprint("reports", __name__, url_prefix="/reports")


def _fmt_date(value: datetime) -> str:
    return value.strftime("%a %d %b %H:%M")


def weekly_summary(orders: list[Order]) -> dict:
    by_status = Counter(o.status for o in orders)
    revenue = sum((o.total for o in orders), 0)
    first = min((o.created_at for o in orders), default=None)
    last = max((o.created_at for o in orders), default=None)
    return {
        "count": len(orders),
        "revenue": f"{revenue:.2f}",
        "by_status": dict(by_status),
        "from": _fmt_date(first) if first else None,
        "to": _fmt_date(last) if last else None,
    }


@bp.get("/weekly")
def weekly():
    since = datetime.now(timezone.utc) - timedelta(days=7)
    orders = fetch_orders(since, current_app.config["EXPORT_PAGE_SIZE"] * 10)
    return jsonify(weekly_summary(orders))
