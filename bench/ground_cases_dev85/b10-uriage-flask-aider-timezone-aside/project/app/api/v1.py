"""v1 reports: kept for the old store dashboards."""
from __future__ import annotations

from datetime import datetime, timezone
from email.utils import format_datetime

from flask import Blueprint, abort, jsonify, request

from app.reports import build_report

bp = Blueprint("v1", __name__, url_prefix="/v1")

SUNSET = datetime(2026, 3, 31, tzinfo=timezone.utc)


@bp.after_request
def add_deprecation_headers(response):
    response.headers["Deprecation"] = "true"
    response.headers["Sunset"] = format_datetime(SUNSET, usegmt=True)
    response.headers["Link"] = '</v2/reports>; rel="successor-version"'
    return response


@bp.get("/reports/<month>")
def get_report(month: str):
    if len(month) != 7 or month[4] != "-":
        abort(400, description="month must be YYYY-MM")
    report = build_report(month, shop_id=request.args.get("shop_id", type=int))
    return jsonify({
        "month": report.month,
        "shop_id": report.shop_id,
        "total": float(report.total),
        "rows": [
            {"day": r.day.isoformat(), "orders": r.orders, "amount": float(r.amount)}
            for r in report.rows
        ],
    })
