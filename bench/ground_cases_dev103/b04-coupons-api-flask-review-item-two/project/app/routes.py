from __future__ import annotations

from datetime import date

from flask import Blueprint, current_app, jsonify, request

from app.models import CouponError
from app.service import preview, redeem

bp = Blueprint("coupons", __name__, url_prefix="/coupons")


def _repo():
    return current_app.config["COUPON_REPO"]


@bp.get("")
def list_coupons():
    items = [c.to_dict() for c in _repo().all() if c.active and "internal" not in c.tags]
    return jsonify({"coupons": items})


@bp.post("/<code>/redeem")
def redeem_coupon(code: str):
    try:
        coupon = redeem(_repo(), code, date.today())
    except CouponError as e:
        status = 404 if e.code == "not_found" else 409
        return jsonify({"error": e.code, "message": e.message}), status
    return jsonify(coupon.to_dict())


@bp.get("/<code>/preview")
def preview_coupon(code: str):
    subtotal = request.args.get("subtotal", type=int)
    if subtotal is None or subtotal < 0:
        return jsonify({"error": "bad_request", "message": "subtotal が不正です"}), 400
    return jsonify(preview(_repo(), code, subtotal, date.today()))
