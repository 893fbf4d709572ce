from __future__ import annotations

import csv
from pathlib import Path

from .models import Order

HEADER = ["注文番号", "注文日時", "購入者", "都道府県", "合計金額", "送料", "ステータス"]


def write_csv(orders: list[Order], path: Path) -> int:
    """Write orders for the accounting team (they open it in Excel)."""
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(HEADER)
        for o in orders:
            writer.writerow([o.order_id, o.ordered_at, o.customer_name, o.prefecture,
                             o.total, o.shipping_fee, o.status])
    return len(orders)
