"""セット割などの値引き。値引きは税率ごとの合計から差し引く。"""
from __future__ import annotations

from receipt.models import Sale

SET_DISCOUNT = 100  # ラーメン＋餃子で100円引き


def _count(sale: Sale, category: str) -> int:
    return sum(l.qty for l in sale.lines if l.item.category == category)


def set_count(sale: Sale) -> int:
    ramen = _count(sale, "ramen")
    gyoza = sum(l.qty for l in sale.lines if l.item.code.startswith("GY"))
    return min(ramen, gyoza)


def buckets(sale: Sale) -> dict[int, int]:
    """税率ごとの税込合計（値引き後）"""
    out = {8: 0, 10: 0}
    for line in sale.lines:
        out[line.rate] += line.amount
    n = set_count(sale)
    if n:
        out[10] -= SET_DISCOUNT * n
        sale.discounts.append((f"セット割 ×{n}", -SET_DISCOUNT * n))
    return out


def total(sale: Sale) -> int:
    return sum(buckets(sale).values())
