from __future__ import annotations

from datetime import datetime, timezone
from itertools import count

from flask import Blueprint, current_app, jsonify, request

from app.inventory import OutOfStock
from app.utils import paginate, parse_date

bp = Blueprint("orders", __name__, url_prefix="/orders")
_ids = count(1)


def _store() -> dict:
    return current_app.extensions["orders"]


def _inventory():
    return current_app.extensions["inventory"]


@bp.post("")
def create_order():
    body = request.get_json(force=True)
    sku, qty = body["sku"], int(body.get("qty", 1))
    try:
        _inventory().reserve(sku, qty)
    except OutOfStock as exc:
        return jsonify(error=str(exc)), 409
    order = {
        "id": next(_ids),
        "sku": sku,
        "qty": qty,
        "status": "placed",
        "created_at": datetime.now(timezone.utc).isoformat(),
    }
    _store()[order["id"]] = order
    return jsonify(order), 201


@bp.get("")
def list_orders():
    orders = sorted(_store().values(), key=lambda o: o["created_at"], reverse=True)
    status = request.args.get("status")
    if status:
        orders = [o for o in orders if o["status"] == status]
    since = request.args.get("since")
    if since:
        cutoff = parse_date(since)
        if cutoff is None:
            return jsonify(error="since must be YYYY-MM-DD"), 400
        orders = [o for o in orders if datetime.fromisoformat(o["created_at"]) >= cutoff]
    page = paginate(orders, request.args.get("page"), request.args.get("page_size"))
    return jsonify(page)


@bp.get("/<int:order_id>")
def get_order(order_id: int):
    order = _store().get(order_id)
    if order is None:
        return jsonify(error="not found"), 404
    return jsonify(order)


@bp.post("/<int:order_id>/cancel")
def cancel_order(order_id: int):
    order = _store().get(order_id)
    if order is None:
        return jsonify(error="not found"), 404
    _inventory().release(order["sku"], order["qty"])
    order["status"] = "cancelled"
    return jsonify(order)
