from __future__ import annotations

import logging
from datetime import date

from app.models import Coupon, CouponError
from app.repo import CouponRepo

log = logging.getLogger(__name__)


def redeem(repo: CouponRepo, code: str, today: date) -> Coupon:
    coupon = repo.get(code)
    if coupon is None or not coupon.active:
        raise CouponError("not_found", "クーポンが見つかりません")
    if coupon.is_expired(today):
        raise CouponError("expired", "クーポンの有効期限が切れています")
    if not repo.try_use(coupon):
        raise CouponError("used_up", "このクーポンは上限に達しました")
    log.info("coupon redeemed code=%s remaining=%d", coupon.code, coupon.remaining())
    return coupon


def preview(repo: CouponRepo, code: str, subtotal: int, today: date) -> dict:
    coupon = repo.get(code)
    if coupon is None or not coupon.active or coupon.is_expired(today):
        return {"ok": False, "discount": 0, "total": subtotal}
    discount = min(coupon.discount_yen, subtotal)
    return {"ok": True, "discount": discount, "total": subtotal - discount}


def release(repo: CouponRepo, code: str) -> None:
    """Give a use back when the order that redeemed the coupon is cancelled."""
    coupon = repo.get(code)
    if coupon is not None and coupon.uses > 0:
        coupon.uses -= 1
