from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Variant:
    id: int
    product_name: str
    sku: str
    option: str  # "Sage / 350 ml"
    price: Decimal
    stock: int


@dataclass
class BundleComponent:
    variant_id: int
    quantity: int = 1


@dataclass
class Bundle:
    id: int
    slug: str
    name: str
    components: list[BundleComponent] = field(default_factory=list)
    discount_pct: Decimal = Decimal("0")
    fixed_price: Decimal | None = None


@dataclass
class CartLine:
    variant_id: int | None
    bundle_id: int | None
    quantity: int
