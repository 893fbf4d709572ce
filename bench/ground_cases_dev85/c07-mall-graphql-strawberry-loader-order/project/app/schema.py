from __future__ import annotations

import base64
from typing import Optional

import strawberry
from strawberry.extensions import QueryDepthLimiter
from strawberry.types import Info

from app import db


@strawberry.type
class Customer:
    id: strawberry.ID
    name: str
    phone: Optional[str]

    @staticmethod
    def from_row(row) -> "Customer":
        return Customer(id=strawberry.ID(str(row["id"])), name=row["name"], phone=row["phone"])


@strawberry.type
class Coupon:
    code: str
    discount_cents: int


@strawberry.type
class Order:
    id: strawberry.ID
    status: str
    total_cents: int
    buyer_name: str = strawberry.field(deprecation_reason="Use `customer { name }`; removed after 2026-03-01.")
    customer_id: strawberry.Private[int]
    coupon_code: strawberry.Private[Optional[str]]

    @strawberry.field
    async def customer(self, info: Info) -> Customer:
        return await info.context["customer_loader"].load(self.customer_id)

    @strawberry.field
    def coupon(self) -> Optional[Coupon]:
        row = db.coupon_by_code(self.coupon_code) if self.coupon_code else None
        return Coupon(code=row["code"], discount_cents=row["discount_cents"]) if row else None

    @staticmethod
    def from_row(row) -> "Order":
        return Order(id=strawberry.ID(str(row["id"])), status=row["status"], total_cents=row["total_cents"],
                     buyer_name=row["buyer_name"], customer_id=row["customer_id"], coupon_code=row["coupon_code"])


@strawberry.type
class OrderConnection:
    nodes: list[Order]
    end_cursor: Optional[str]
    has_next_page: bool


def _cursor(order_id: int) -> str:
    return base64.urlsafe_b64encode(f"order:{order_id}".encode()).decode()


def _after(cursor: Optional[str]) -> Optional[int]:
    return int(base64.urlsafe_b64decode(cursor.encode()).decode().split(":")[1]) if cursor else None


@strawberry.type
class Query:
    @strawberry.field
    def orders(self, first: int = 50, after: Optional[str] = None) -> OrderConnection:
        first = max(1, min(first, 200))
        rows = db.orders_page(first + 1, _after(after))
        nodes = [Order.from_row(r) for r in rows[:first]]
        return OrderConnection(nodes=nodes, end_cursor=_cursor(int(nodes[-1].id)) if nodes else None,
                               has_next_page=len(rows) > first)


schema = strawberry.Schema(query=Query, extensions=[QueryDepthLimiter(max_depth=8)])
