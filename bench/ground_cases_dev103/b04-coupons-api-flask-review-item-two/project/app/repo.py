from __future__ import annotations

import threading
from datetime import date

from app.models import Coupon


class CouponRepo:
    """In-memory store used by the API and the tests (the real one is DynamoDB)."""

    def __init__(self) -> None:
        self._items: dict[str, Coupon] = {}
        self._lock = threading.Lock()

    def add(self, coupon: Coupon) -> None:
        self._items[coupon.code.upper()] = coupon

    def get(self, code: str) -> Coupon | None:
        return self._items.get(code.upper())

    def all(self) -> list[Coupon]:
        return list(self._items.values())

    def try_use(self, coupon: Coupon) -> bool:
        """Count one use unless the coupon is used up (check and increment under one lock)."""
        with self._lock:
            if coupon.uses >= coupon.max_uses:
                return False
            coupon.uses += 1
            return True


def seed(repo: CouponRepo) -> None:
    repo.add(Coupon("WELCOME500", 500, date(2025, 12, 31), max_uses=1000))
    repo.add(Coupon("AUTUMN300", 300, date(2025, 11, 30), max_uses=200))
    repo.add(Coupon("STAFF", 1000, date(2026, 3, 31), max_uses=50, tags=["internal"]))
