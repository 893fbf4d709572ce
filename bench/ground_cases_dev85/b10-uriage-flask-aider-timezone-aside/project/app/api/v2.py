"""v2 reports: camelCase keys, order counts, currency."""
from __future__ import annotations

from datetime import datetime

from flask import Blueprint, jsonify, request

from app.reports import Report, build_report

bp = Blueprint("v2", __name__, url_prefix="/v2")


def _serialize_report(report: Report) -> dict:
    return {
        "month": report.month,
        "shopId": report.shop_id,
        "currency": report.currency,
        "total": str(report.total),
        "orderCount": report.order_count,
        "days": [
            {"day": r.day.isoformat(), "orders": r.orders, "amount": str(r.amount)}
            for r in report.rows
        ],
        "generatedAt": datetime.utcnow().isoformat(),
    }


@bp.get("/reports/<month>")
def get_report(month: str):
    try:
        datetime.strptime(month, "%Y-%m")
    except ValueError:
        return jsonify({"code": "invalid_month", "message": "month must be YYYY-MM"}), 400
    report = build_report(month, shop_id=request.args.get("shop_id", type=int))
    return jsonify(_serialize_report(report))
