from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Coupon


class CouponError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def get_coupon(db: Session, code: str) -> Coupon | None:
    return db.scalar(select(Coupon).where(Coupon.code == code.strip().upper()))


def validate_coupon(coupon: Coupon | None, amount: Decimal) -> Decimal:
    """Return the discount this coupon gives on an order of `amount`, or raise CouponError."""
    if coupon is None or not coupon.active:
        raise CouponError("coupon_invalid", "优惠券不存在或已停用")
    if coupon.expires_at < datetime.utcnow():
        raise CouponError("coupon_expired", "优惠券已过期")
    if coupon.max_uses is not None and coupon.used_count >= coupon.max_uses:
        raise CouponError("coupon_used_up", "优惠券已被领完")
    if amount < coupon.min_amount:
        raise CouponError("amount_too_low", f"订单金额需满 {coupon.min_amount} 元")
    return min(coupon.discount, amount)


def apply_coupon(db: Session, code: str, amount: Decimal) -> tuple[Coupon, Decimal]:
    """Validate `code` for an order of `amount` and count one use of it."""
    coupon = get_coupon(db, code)
    discount = validate_coupon(coupon, amount)
    coupon.used_count += 1
    return coupon, discount
