"""Order state changes triggered by Alipay notifications."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timezone

log = logging.getLogger(__name__)


@dataclass
class Order:
    out_trade_no: str
    total_cny: str  # "128.00": Alipay amounts are strings with two decimals
    status: str = "pending"
    trade_no: str | None = None
    paid_at: datetime | None = None
    history: list[str] = field(default_factory=list)


_ORDERS: dict[str, Order] = {}


def get(out_trade_no: str) -> Order | None:
    return _ORDERS.get(out_trade_no)


def save(order: Order) -> None:
    _ORDERS[order.out_trade_no] = order


def apply_trade_status(order: Order, trade_status: str, trade_no: str) -> None:
    if trade_status in ("TRADE_SUCCESS", "TRADE_FINISHED"):
        if order.status != "paid":
            order.status = "paid"
            order.trade_no = trade_no
            order.paid_at = datetime.now(timezone.utc)
        order.history.append(trade_status)
    elif trade_status == "TRADE_CLOSED":
        # unpaid and timed out, or closed by a full refund
        order.status = "refunded" if order.status == "paid" else "closed"
        order.history.append(trade_status)
    else:
        log.info("order %s: ignoring trade_status %s", order.out_trade_no, trade_status)
    save(order)
