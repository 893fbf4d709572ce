"""Orders as the mall stores them. Amounts are in yuan (Decimal, 2 places)."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.config import settings


@dataclass
class Order:
    id: int
    out_trade_no: str
    amount: Decimal  # 元, NUMERIC(10,2)
    status: str
    transaction_id: str | None = None


class OrderRepo:
    def __init__(self, url: str = settings.database_url) -> None:
        self.conn = sqlite3.connect(url.removeprefix("sqlite:///"), check_same_thread=False)
        self.conn.row_factory = sqlite3.Row

    def get_by_out_trade_no(self, out_trade_no: str) -> Order | None:
        row = self.conn.execute("SELECT * FROM orders WHERE out_trade_no = ?", (out_trade_no,)).fetchone()
        if row is None:
            return None
        return Order(row["id"], row["out_trade_no"], Decimal(str(row["amount"])), row["status"], row["transaction_id"])

    def mark_paid(self, order_id: int, *, transaction_id: str, paid_at: str) -> None:
        self.conn.execute(
            "UPDATE orders SET status = 'paid', transaction_id = ?, paid_at = ? WHERE id = ? AND status != 'paid'",
            (transaction_id, paid_at, order_id),
        )
        self.conn.commit()


_repo: OrderRepo | None = None


def get_repo() -> OrderRepo:
    global _repo
    if _repo is None:
        _repo = OrderRepo()
    return _repo
