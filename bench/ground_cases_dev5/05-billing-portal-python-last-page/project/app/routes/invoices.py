from flask import Blueprint, Response, jsonify, request

from app import db
from app.export import to_csv
from app.pagination import clamp_per_page, paginate

bp = Blueprint("invoices", __name__)


@bp.get("/invoices")
def list_invoices():
    customer_id = request.args.get("customer_id", type=int)
    page = request.args.get("page", 1, type=int)
    per_page = clamp_per_page(request.args.get("limit", type=int))
    result = paginate(db.invoices_for(customer_id), page, per_page)
    return jsonify({
        "items": [inv.to_dict() for inv in result.items],
        "page": result.page,
        "pages": result.pages,
        "total": result.total,
    })


@bp.get("/invoices.csv")
def export_invoices():
    customer_id = request.args.get("customer_id", type=int)
    return Response(to_csv(db.invoices_for(customer_id)), mimetype="text/csv")
