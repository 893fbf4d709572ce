from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass
class Coupon:
    code: str
    discount_yen: int
    expires_at: date  # last day printed on the flyer
    max_uses: int = 100
    uses: int = 0
    active: bool = True
    tags: list[str] = field(default_factory=list)

    def is_expired(self, today: date) -> bool:
        return today >= self.expires_at

    def remaining(self) -> int:
        return max(0, self.max_uses - self.uses)

    def to_dict(self) -> dict:
        return {
            "code": self.code,
            "discount_yen": self.discount_yen,
            "expires_at": self.expires_at.isoformat(),
            "remaining": self.remaining(),
            "active": self.active,
        }


class CouponError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message
