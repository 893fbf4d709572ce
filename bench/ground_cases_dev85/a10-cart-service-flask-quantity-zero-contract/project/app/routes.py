from flask import Blueprint, jsonify, request

from app.store import store
from app.validation import ValidationFailed, validate_cart_item

bp = Blueprint("carts", __name__)


@bp.post("/carts/<cart_id>/items")
def add_item(cart_id):
    payload = request.get_json(silent=True)
    item = validate_cart_item(payload)
    created = store.add_item(cart_id, item["sku"], item["quantity"], item["note"])
    return jsonify(created), 201


@bp.get("/carts/<cart_id>/items")
def list_items(cart_id):
    raw = request.args.get("limit", "20")
    if not raw.isdigit() or not 1 <= int(raw) <= 100:
        raise ValidationFailed({"limit": "must be an integer between 1 and 100"})
    items = store.items(cart_id)
    return jsonify({"items": items[: int(raw)], "count": len(items)})
