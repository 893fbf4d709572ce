"""订单与会员的内存模型（生产环境由 repo 层落到 MySQL，这里只保留业务需要的字段）。"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Item:
    name: str
    price: int  # 单价（分）
    qty: int = 1


@dataclass
class Order:
    id: str
    table_no: str
    items: list[Item]
    total_fee: int  # 实付（分）
    member_id: str | None = None
    # UNPAID 待支付 / PAID 已支付 / PART_REFUNDED 部分退款 / REFUNDED 已退款
    status: str = "UNPAID"
    transaction_id: str | None = None
    paid_at: datetime | None = None
    points_earned: int = 0  # 本单实际发放的积分（会员日双倍）
    refunded_fee: int = 0   # 已退金额（分）


@dataclass
class Store:
    orders: dict[str, Order] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)  # 会员ID -> 积分余额

    def add_order(self, order: Order) -> Order:
        self.orders[order.id] = order
        return order
