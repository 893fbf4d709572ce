"""Data access. In production this reads the catalogue tables; tests monkeypatch it."""
from __future__ import annotations

from flask import session
from sqlalchemy import create_engine, text

from shop.models import Bundle, BundleComponent, CartLine, Variant

engine = create_engine("sqlite:///shop.db")


def load_variants() -> dict[int, Variant]:
    with engine.connect() as db:
        rows = db.execute(text("select id, product_name, sku, option, price, stock from variants"))
        return {r.id: Variant(*r) for r in rows}


def load_bundles() -> dict[int, Bundle]:
    with engine.connect() as db:
        bundles = {r.id: Bundle(r.id, r.slug, r.name, [], r.discount_pct, r.fixed_price)
                   for r in db.execute(text("select * from bundles"))}
        for r in db.execute(text("select bundle_id, variant_id, quantity from bundle_components")):
            bundles[r.bundle_id].components.append(BundleComponent(r.variant_id, r.quantity))
        return bundles


def current_cart() -> list[CartLine]:
    return [CartLine(**line) for line in session.get("cart", [])]
