"""Bundles: several variants sold together at a discount."""
from __future__ import annotations

from decimal import Decimal

from shop.models import Bundle, Variant
from shop.money import money


def components_price(bundle: Bundle, variants: dict[int, Variant]) -> Decimal:
    return sum((variants[c.variant_id].price * c.quantity for c in bundle.components), Decimal("0"))


def bundle_price(bundle: Bundle, variants: dict[int, Variant]) -> Decimal:
    """Price of one bundle: the fixed price if set, else its components' prices, minus the bundle discount."""
    if bundle.fixed_price is not None:
        return money(bundle.fixed_price * (100 - bundle.discount_pct) / 100)
    return money(components_price(bundle, variants) * (100 - bundle.discount_pct) / 100)


def bundle_in_stock(bundle: Bundle, variants: dict[int, Variant]) -> bool:
    return all(variants[c.variant_id].stock >= c.quantity for c in bundle.components)


def describe(bundle: Bundle, variants: dict[int, Variant]) -> list[str]:
    return [f"{c.quantity} x {variants[c.variant_id].product_name} ({variants[c.variant_id].option})"
            for c in bundle.components]
