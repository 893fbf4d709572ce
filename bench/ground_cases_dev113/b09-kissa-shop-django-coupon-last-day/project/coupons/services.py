import logging

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from coupons.models import Coupon, Redemption

log = logging.getLogger(__name__)


class CouponError(Exception):
    def __init__(self, code: str, reason: str):
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


def validate(coupon: Coupon, subtotal: int) -> None:
    today = timezone.localdate()
    if not coupon.active:
        raise CouponError("E200", "inactive")
    if today < coupon.valid_from:
        raise CouponError("E202", "not_started")
    if today >= coupon.valid_until:
        raise CouponError("E201", "expired")
    if coupon.exhausted:
        raise CouponError("E203", "exhausted")
    if subtotal < coupon.min_subtotal:
        raise CouponError("E204", "below_minimum")


@transaction.atomic
def apply_coupon(code: str, *, user_id: int, order_id: int, subtotal: int) -> int:
    try:
        coupon = Coupon.objects.select_for_update().get(code=code.upper())
    except Coupon.DoesNotExist:
        raise CouponError("E210", "unknown_code") from None
    try:
        validate(coupon, subtotal)
    except CouponError as e:
        log.error("coupons.apply code=%s coupon=%s user=%s reason=%s (valid_until=%s)",
                  e.code, coupon.code, user_id, e.reason, coupon.valid_until)
        raise
    Coupon.objects.filter(pk=coupon.pk).update(used_count=F("used_count") + 1)
    Redemption.objects.create(coupon=coupon, user_id=user_id, order_id=order_id)
    return coupon.discount_for(subtotal)
