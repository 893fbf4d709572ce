from dataclasses import dataclass
from decimal import Decimal

from pricesheet.shops import Shop
from pricesheet.units import label, per_kg_to_per_unit


@dataclass
class Product:
    sku: str
    name: str
    price_per_kg: Decimal
    discount: Decimal = Decimal(0)  # 0.15 = 15 % off this week


@dataclass
class Row:
    sku: str
    name: str
    unit: str
    price: Decimal
    discount: Decimal
    promo_price: Decimal


def shop_price(product: Product, shop: Shop) -> Decimal:
    """Price per the shop's unit, in whole currency units for TWD/CNY, cents elsewhere."""
    raw = per_kg_to_per_unit(product.price_per_kg, shop.unit, shop.locale)
    if shop.currency in ("TWD", "CNY"):
        return Decimal(int(raw))
    return raw.quantize(Decimal("0.01"))


def rows_for(shop: Shop, products: list[Product]) -> list[Row]:
    rows = []
    for p in products:
        price = shop_price(p, shop)
        promo = price * (1 - p.discount)
        rows.append(Row(p.sku, p.name, label(shop.unit, shop.locale), price, p.discount, promo))
    return rows
