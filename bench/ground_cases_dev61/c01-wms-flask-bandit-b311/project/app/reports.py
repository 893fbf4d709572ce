"""Stock and movement reports for the warehouse dashboard."""
from flask import Blueprint, abort, jsonify, request

from app.db import query

bp = Blueprint("reports", __name__)

ALLOWED_SORT = {"sku", "qty", "updated_at"}


@bp.get("/stock")
def stock():
    warehouse = request.args.get("warehouse", "SH01")
    sort = request.args.get("sort", "sku")
    if sort not in ALLOWED_SORT:
        abort(400, "bad sort")
    rows = query(
        f"SELECT sku, qty, updated_at FROM stock WHERE warehouse = ? ORDER BY {sort}",
        (warehouse,),
    )
    return jsonify(rows)


@bp.get("/movements")
def movements():
    sku = request.args.get("sku", "")
    days = int(request.args.get("days", "7"))
    sql = (
        "SELECT sku, delta, reason, created_at FROM movements "
        "WHERE sku = ? AND created_at >= date('now', ?) "
        "ORDER BY created_at DESC"
    )
    return jsonify(query(sql, (sku, f"-{days} day")))


@bp.get("/low-stock")
def low_stock():
    threshold = int(request.args.get("threshold", "10"))
    rows = query("SELECT sku, qty FROM stock WHERE qty < ? ORDER BY qty", (threshold,))
    return jsonify(rows)
