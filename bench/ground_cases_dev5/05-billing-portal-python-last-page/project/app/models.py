from dataclasses import dataclass, field
from datetime import date


@dataclass
class Customer:
    id: int
    name: str
    email: str


@dataclass
class Invoice:
    id: int
    customer_id: int
    number: str
    issued: date
    total_cents: int
    paid: bool = False
    tags: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "number": self.number,
            "issued": self.issued.isoformat(),
            "total": self.total_cents / 100,
            "paid": self.paid,
        }
