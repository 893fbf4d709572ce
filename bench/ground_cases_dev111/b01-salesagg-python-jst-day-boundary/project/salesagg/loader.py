"""注文CSV (Shopifyエクスポート互換) の読み込み。"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

EXCLUDED_STATUSES = frozenset({"refunded", "voided"})


@dataclass(frozen=True)
class Order:
    order_id: str
    created_at: datetime  # timezone-aware (UTC)
    amount: int  # 税込、円
    status: str
    channel: str


def parse_ts(raw: str) -> datetime:
    """'2025-11-03T15:04:05Z' 形式をUTCのawareなdatetimeにする。"""
    if raw.endswith("Z"):
        raw = raw[:-1] + "+00:00"
    return datetime.fromisoformat(raw)


def _row_to_order(row: dict[str, str]) -> Order:
    return Order(
        order_id=row["order_id"].strip(),
        created_at=parse_ts(row["created_at"].strip()),
        amount=int(row["total_price"].replace(",", "")),
        status=row.get("financial_status", "paid").strip() or "paid",
        channel=row.get("channel", "web").strip() or "web",
    )


def load_orders(path: Path) -> list[Order]:
    with path.open(newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f)
        orders = [_row_to_order(row) for row in reader]
    return [o for o in orders if o.status not in EXCLUDED_STATUSES]
