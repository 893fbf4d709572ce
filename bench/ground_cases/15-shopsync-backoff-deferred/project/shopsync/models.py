from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Order:
    order_id: str
    ordered_at: str
    customer_name: str
    prefecture: str
    total: int
    shipping_fee: int
    status: str

    @classmethod
    def from_api(cls, raw: dict) -> "Order":
        return cls(
            order_id=raw["id"],
            ordered_at=raw["ordered_at"],
            customer_name=raw["buyer"]["name"],
            prefecture=raw["shipping_address"]["prefecture"],
            total=int(raw["amount"]["total"]),
            shipping_fee=int(raw["amount"].get("shipping", 0)),
            status=raw["status"],
        )
