from flask import Blueprint, jsonify, request

from ..extensions import db
from ..models import Product
from ..utils.paging import page_args
from ..utils.timefmt import to_local

bp = Blueprint("products", __name__)


def serialize_product(p: Product) -> dict:
    return {
        "id": p.id,
        "title": p.title,
        "price": str(p.price),
        "stock": p.stock,
        "created_at": to_local(p.created_at),
        "updated_at": to_local(p.updated_at),
    }


@bp.get("")
def list_products():
    page, size = page_args()
    pagination = Product.query.order_by(Product.id.desc()).paginate(page=page, per_page=size, error_out=False)
    return jsonify(total=pagination.total, items=[serialize_product(p) for p in pagination.items])


@bp.patch("/<int:product_id>/stock")
def update_stock(product_id: int):
    p = Product.query.get_or_404(product_id)
    p.stock = int(request.json["stock"])
    db.session.commit()
    return jsonify(serialize_product(p))
