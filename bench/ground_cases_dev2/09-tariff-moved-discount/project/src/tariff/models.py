from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Coupon:
    code: str
    kind: str  # "percent" or "fixed"
    value: float


@dataclass(frozen=True)
class Cart:
    subtotal: Decimal
    coupon: Coupon | None = None
