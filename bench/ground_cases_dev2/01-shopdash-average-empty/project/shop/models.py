from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Order:
    id: str
    merchant_id: str
    total: Decimal
    refunded: bool = False
