from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings

from shop.models import Cart

YEN = Decimal("1")
FREE_SHIPPING_THRESHOLD = Decimal(settings.FREE_SHIPPING_THRESHOLD)
SHIPPING_FEE = Decimal(settings.SHIPPING_FEE)


def _yen(value: Decimal) -> Decimal:
    return value.quantize(YEN, rounding=ROUND_HALF_UP)


def line_total(item) -> Decimal:
    price = item.product.sale_price or item.product.price
    return _yen(price * item.quantity)


def cart_subtotal(cart: Cart) -> Decimal:
    items = cart.items.select_related("product")
    return sum((line_total(i) for i in items), Decimal("0"))


def points_discount(cart: Cart, subtotal: Decimal) -> Decimal:
    """ポイント利用分(1pt = 1円)。小計を超えては使えない。"""
    if not cart.use_points or cart.user is None:
        return Decimal("0")
    return min(Decimal(cart.user.point_balance), subtotal)


def shipping_fee(amount: Decimal) -> Decimal:
    if amount >= FREE_SHIPPING_THRESHOLD:
        return Decimal("0")
    return SHIPPING_FEE


def apply_coupon(cart: Cart, subtotal: Decimal) -> Decimal:
    coupon = cart.coupon
    if subtotal < coupon.min_amount:
        return subtotal
    discount = _yen(subtotal * coupon.rate / Decimal("100"))
    if coupon.max_discount:
        discount = min(discount, coupon.max_discount)
    return subtotal - discount


def cart_total(cart: Cart) -> dict:
    subtotal = cart_subtotal(cart)
    points = points_discount(cart, subtotal)
    after_points = subtotal - points
    after_coupon = apply_coupon(cart, after_points) if cart.coupon_code else after_points
    shipping = shipping_fee(after_coupon)
    return {
        "subtotal": subtotal,
        "points": points,
        "coupon_discount": after_points - after_coupon,
        "shipping": shipping,
        "total": after_coupon + shipping,
    }
