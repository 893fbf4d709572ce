from flask import Blueprint, abort, jsonify

from shop.bundles import bundle_in_stock, bundle_price, components_price, describe
from shop.cart import cart_line_items, cart_total
from shop.store import current_cart, load_bundles, load_variants

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/bundles/<slug>")
def get_bundle(slug: str):
    variants = load_variants()
    bundle = next((b for b in load_bundles().values() if b.slug == slug), None)
    if bundle is None:
        abort(404)
    price = bundle_price(bundle, variants)
    return jsonify({
        "name": bundle.name,
        "price": str(price),
        "savings": str(max(components_price(bundle, variants) - price, 0)),
        "contents": describe(bundle, variants),
        "in_stock": bundle_in_stock(bundle, variants),
    })


@bp.get("/cart")
def get_cart():
    items = cart_line_items(current_cart(), load_variants(), load_bundles())
    return jsonify({"items": [{**i, "unit_price": str(i["unit_price"]), "total": str(i["total"])} for i in items],
                    "total": str(cart_total(items))})
