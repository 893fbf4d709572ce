from __future__ import annotations

from flask import Blueprint, abort, current_app, jsonify, request

from app.rates import RateRequest, quote

bp = Blueprint("shipping", __name__, url_prefix="/v1")


@bp.post("/rates")
def rates():
    payload = request.get_json(silent=True) or {}
    try:
        req = RateRequest(**payload)
    except (TypeError, ValueError) as exc:
        abort(400, str(exc))
    timeout = current_app.config["CARRIER_TIMEOUT_S"]
    return jsonify([r.__dict__ for r in quote(req, timeout=timeout)])


@bp.get("/carriers")
def carriers():
    return jsonify(["dhl", "ups", "gls"])
