from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class MenuItem:
    code: str
    name: str
    price: int  # 税込
    category: str  # "ramen" / "side" / "drink"


@dataclass
class Line:
    item: MenuItem
    qty: int
    takeout: bool = False  # 持ち帰りは軽減税率 8%

    @property
    def amount(self) -> int:
        return self.item.price * self.qty

    @property
    def rate(self) -> int:
        return 8 if self.takeout else 10


@dataclass
class Sale:
    lines: list[Line]
    at: datetime = field(default_factory=datetime.now)
    paid: int = 0
    discounts: list[tuple[str, int]] = field(default_factory=list)
