from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class Product:
    sku: str
    description: str
    price: Decimal
    currency: str
    valid_from: date | None

    def to_json(self) -> dict:
        data = asdict(self)
        data["price"] = str(self.price)
        data["valid_from"] = self.valid_from.isoformat() if self.valid_from else None
        return data


@dataclass(frozen=True)
class RowError:
    row: int
    message: str
