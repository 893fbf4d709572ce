from datetime import UTC, datetime, timedelta

from flask import Blueprint, abort, current_app, jsonify, request

from app.db import db_session
from app.models import Coupon, Stamp, Store

bp = Blueprint("rally", __name__, url_prefix="/api")


@bp.get("/healthz")
def healthz():
    return {"ok": True}


@bp.post("/stamps")
def add_stamp():
    payload = request.get_json(silent=True) or {}
    store = db_session.get(Store, payload.get("store_id"))
    if store is None or not store.active:
        abort(404, "unknown store")
    user_id = payload.get("user_id")
    if not user_id:
        abort(400, "user_id is required")
    if Stamp.exists_today(user_id, store.id):
        return jsonify({"status": "already_stamped"}), 200
    db_session.add(Stamp(user_id=user_id, store_id=store.id))
    count = Stamp.count_for(user_id) + 1
    coupon = None
    if count % current_app.config["STAMPS_FOR_COUPON"] == 0:
        expires = datetime.now(UTC) + timedelta(days=current_app.config["COUPON_VALID_DAYS"])
        coupon = Coupon.issue(user_id, expires_at=expires)
        db_session.add(coupon)
    db_session.commit()
    return jsonify({"status": "stamped", "count": count, "coupon": coupon and coupon.code}), 201
