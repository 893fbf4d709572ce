"""Cart lines as shown on the cart page and in the mini cart."""
from __future__ import annotations

from decimal import Decimal

from shop.bundles import bundle_price, describe
from shop.models import Bundle, CartLine, Variant
from shop.money import money


def cart_line_items(lines: list[CartLine], variants: dict[int, Variant], bundles: dict[int, Bundle]) -> list[dict]:
    out = []
    for line in lines:
        if line.bundle_id is not None:
            bundle = bundles[line.bundle_id]
            unit = bundle_price(bundle, variants)
            out.append({
                "title": bundle.name,
                "sku": None,
                "details": describe(bundle, variants),
                "unit_price": unit,
                "quantity": line.quantity,
                "total": money(unit * line.quantity),
            })
        else:
            variant = variants[line.variant_id]
            out.append({
                "title": variant.product_name,
                "sku": variant.sku,
                "details": [variant.option],
                "unit_price": variant.price,
                "quantity": line.quantity,
                "total": money(variant.price * line.quantity),
            })
    return out


def cart_total(items: list[dict]) -> Decimal:
    return money(sum((i["total"] for i in items), Decimal("0")))
