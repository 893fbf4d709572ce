"""月別・カテゴリ別の集計。"""
from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timezone

from kakeibo.importer import Transaction


def month_key(dt: datetime) -> str:
    """集計用の月キー (YYYY-MM)。"""
    return dt.astimezone(timezone.utc).strftime("%Y-%m")


def monthly_totals(txs: list[Transaction]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for tx in txs:
        totals[month_key(tx.occurred_at)] += tx.amount
    return dict(sorted(totals.items()))


def by_category(txs: list[Transaction]) -> dict[str, dict[str, int]]:
    """{月: {カテゴリ: 合計}}"""
    table: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for tx in txs:
        table[month_key(tx.occurred_at)][tx.category] += tx.amount
    return {m: dict(c) for m, c in sorted(table.items())}


def format_yen(amount: int) -> str:
    sign = "-" if amount < 0 else ""
    return f"{sign}¥{abs(amount):,}"


def render(table: dict[str, dict[str, int]]) -> str:
    lines = []
    for month, cats in table.items():
        lines.append(f"== {month} ==")
        for cat, total in sorted(cats.items(), key=lambda kv: kv[1]):
            lines.append(f"  {cat:<10} {format_yen(total):>12}")
    return "\n".join(lines)
