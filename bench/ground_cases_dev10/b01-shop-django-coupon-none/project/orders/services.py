"""注文金額の計算。ビューと管理画面の両方から呼ばれる。"""
from decimal import ROUND_HALF_UP, Decimal

from django.utils import timezone

from .models import Coupon, Order

TAX_RATE = Decimal("0.10")
YEN = Decimal("1")
FREE_SHIPPING_THRESHOLD = Decimal("5000")
REMOTE_PREFECTURES = {"北海道", "沖縄県"}


def apply_coupon(subtotal: Decimal, coupon: Coupon | None) -> Decimal:
    """クーポン適用後の小計。期限切れや最低金額に届かないクーポンは無視する。"""
    if coupon.expires_at < timezone.now():
        return subtotal
    if subtotal < coupon.min_amount:
        return subtotal
    if coupon.kind == Coupon.Kind.PERCENT:
        discount = (subtotal * coupon.value / 100).quantize(YEN, rounding=ROUND_HALF_UP)
    else:
        discount = coupon.value
    return max(subtotal - discount, Decimal("0"))


def shipping_fee(amount: Decimal, prefecture: str) -> Decimal:
    if amount >= FREE_SHIPPING_THRESHOLD:
        return Decimal("0")
    if prefecture in REMOTE_PREFECTURES:
        return Decimal("1200")
    return Decimal("600")


def calculate_total(order: Order) -> dict[str, Decimal]:
    """小計・割引後・送料・税・合計を返す。税は割引後の金額にかける（送料は非課税扱い）。"""
    subtotal = sum((line.unit_price * line.quantity for line in order.lines.all()), Decimal("0"))
    discounted = apply_coupon(subtotal, order.coupon)
    shipping = shipping_fee(discounted, order.prefecture)
    tax = (discounted * TAX_RATE).quantize(YEN, rounding=ROUND_HALF_UP)
    return {
        "subtotal": subtotal,
        "discounted": discounted,
        "shipping": shipping,
        "tax": tax,
        "total": discounted + tax + shipping,
    }
