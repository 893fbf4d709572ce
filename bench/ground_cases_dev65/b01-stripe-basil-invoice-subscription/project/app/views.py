from flask import Blueprint, jsonify

bp = Blueprint("views", __name__)


@bp.get("/healthz")
def healthz():
    return jsonify(ok=True)
