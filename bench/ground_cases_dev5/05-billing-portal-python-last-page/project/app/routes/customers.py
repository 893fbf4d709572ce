from flask import Blueprint, jsonify, request

from app import db
from app.pagination import clamp_per_page, paginate

bp = Blueprint("customers", __name__)


@bp.get("/customers")
def list_customers():
    page = request.args.get("page", 1, type=int)
    per_page = clamp_per_page(request.args.get("per_page", type=int))
    result = paginate(db.customers(), page, per_page)
    return jsonify({
        "items": [{"id": c.id, "name": c.name} for c in result.items],
        "page": result.page,
        "pages": result.pages,
        "total": result.total,
    })
