from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import Enum


class CouponKind(str, Enum):
    FIXED = "fixed"        # 满 X 减 Y
    PERCENT = "percent"    # 满 X 打 N 折


@dataclass(frozen=True)
class Coupon:
    code: str
    kind: CouponKind
    value: Decimal            # FIXED: 减多少元; PERCENT: 折扣百分比 (10 = 减 10%)
    min_spend: Decimal        # 满多少可用
    expires_at: datetime      # 存库时统一 UTC, tz-aware
    max_discount: Decimal | None = None
    active: bool = True


_COUPONS: dict[str, Coupon] = {}


def put(coupon: Coupon) -> None:
    _COUPONS[coupon.code.upper()] = coupon


def get(code: str) -> Coupon | None:
    return _COUPONS.get(code.strip().upper())


def clear() -> None:
    _COUPONS.clear()
