from flask import Blueprint, abort, jsonify, request

from app.customers import DuplicateEmail, create_customer, delete_customer, get_customer, list_customers
from app.db import db

bp = Blueprint("customers", __name__)


@bp.get("/customers")
def index():
    page = max(request.args.get("page", 1, type=int), 1)
    customers = list_customers(db.session, q=request.args.get("q"), page=page)
    return jsonify([c.to_dict() for c in customers])


@bp.get("/customers/<int:customer_id>")
def show(customer_id: int):
    customer = get_customer(db.session, customer_id)
    if customer is None:
        abort(404)
    return jsonify(customer.to_dict())


@bp.post("/customers")
def create():
    body = request.get_json(force=True)
    try:
        customer = create_customer(db.session, body["name"], body["email"], body.get("phone"))
    except DuplicateEmail:
        return jsonify({"error": "email already registered"}), 409
    except KeyError as e:
        return jsonify({"error": f"missing {e.args[0]}"}), 422
    return jsonify(customer.to_dict()), 201


@bp.delete("/customers/<int:customer_id>")
def destroy(customer_id: int):
    if not delete_customer(db.session, customer_id):
        abort(404)
    return "", 204
