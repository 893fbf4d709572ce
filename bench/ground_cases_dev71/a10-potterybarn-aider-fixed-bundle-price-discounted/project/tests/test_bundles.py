from decimal import Decimal

from shop.bundles import bundle_in_stock, bundle_price
from shop.models import Bundle, BundleComponent, Variant

VARIANTS = {
    1: Variant(1, "Mug", "MUG-SAGE-350", "Sage / 350 ml", Decimal("18.00"), 12),
    2: Variant(2, "Bowl", "BOWL-SAGE-M", "Sage / M", Decimal("24.00"), 3),
    3: Variant(3, "Plate", "PLATE-SAGE-L", "Sage / L", Decimal("29.50"), 0),
}


def test_bundle_discount():
    b = Bundle(1, "breakfast", "Breakfast Set", [BundleComponent(1, 2), BundleComponent(2)], Decimal("10"))
    assert bundle_price(b, VARIANTS) == Decimal("54.00")


def test_bundle_out_of_stock_when_component_is():
    b = Bundle(2, "dinner", "Dinner Set", [BundleComponent(2), BundleComponent(3)], Decimal("5"))
    assert not bundle_in_stock(b, VARIANTS)
