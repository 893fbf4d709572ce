from dataclasses import dataclass, field
from datetime import date, datetime

from fastapi import APIRouter, BackgroundTasks

from app.config import settings
from app.mailer import send_order_confirmation

router = APIRouter(prefix="/orders")


@dataclass
class Line:
    name: str
    quantity: int
    unit_price: int

    @property
    def amount(self) -> int:
        return self.unit_price * self.quantity


@dataclass
class Order:
    number: str
    name: str
    email: str
    lines: list[Line]
    created_at: datetime = field(default_factory=datetime.now)
    delivery_date: date | None = None

    @property
    def subtotal(self) -> int:
        return sum(line.amount for line in self.lines)

    @property
    def shipping_fee(self) -> int:
        return 0 if self.subtotal >= settings.free_shipping_threshold else 880

    @property
    def total(self) -> int:
        return self.subtotal + self.shipping_fee


@router.post("/{number}/confirm")
def confirm(number: str, background: BackgroundTasks) -> dict:
    order = load_order(number)
    background.add_task(send_order_confirmation, order)
    return {"number": order.number, "total": order.total}


def load_order(number: str) -> Order:
    # 本番は DB から。ここはデモ用
    return Order(number=number, name="山田 花子", email="hanako@example.com",
                 lines=[Line("有機味噌 1kg", 2, 1620), Line("天日干し梅干し", 1, 2160)])
