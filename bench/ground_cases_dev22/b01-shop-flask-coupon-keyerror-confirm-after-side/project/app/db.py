from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Item:
    sku: str
    price: Decimal
    qty: int


@dataclass
class Cart:
    id: str
    items: list


@dataclass
class Coupon:
    code: str
    kind: str
    value: Decimal


_CARTS: dict = {}
_COUPONS: dict = {}


def get_cart(cart_id):
    return _CARTS.get(cart_id)


def find_coupon(code):
    if not code:
        return None
    return _COUPONS.get(code.upper())
