"""内税の計算。メニューの価格はすべて税込。"""
from __future__ import annotations

from receipt.pricing import buckets
from receipt.models import Sale


def included_tax(amount: int, rate: int) -> int:
    """税込金額に含まれる消費税"""
    # 1円未満は切り捨て（税務ソフトに合わせる）。整数演算で誤差を出さない
    return amount * rate // (100 + rate)


def breakdown(sale: Sale) -> list[dict]:
    """レシート下部の「10%対象 / 8%対象」欄"""
    rows = []
    for rate, amount in sorted(buckets(sale).items(), reverse=True):
        if amount == 0:
            continue
        rows.append({
            "label": f"{rate}%対象",
            "amount": amount,
            "tax": included_tax(amount, rate),
            "reduced": rate == 8,
        })
    return rows


def total_tax(sale: Sale) -> int:
    return sum(r["tax"] for r in breakdown(sale))
