from __future__ import annotations

from collections import defaultdict

from rich.console import Console
from rich.table import Table

from kakeibo.categorize import categorize
from kakeibo.models import Transaction


def monthly_summary(txs: list[Transaction], month: str) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for tx in txs:
        if tx.date.strftime("%Y-%m") != month:
            continue
        totals[tx.category or categorize(tx)] += tx.amount
    return dict(totals)


def print_summary(totals: dict[str, int], month: str) -> None:
    table = Table(title=f"{month} の収支")
    table.add_column("カテゴリ")
    table.add_column("金額", justify="right")
    for category, amount in sorted(totals.items(), key=lambda kv: kv[1]):
        table.add_row(category, f"{amount:,}")
    table.add_row("合計", f"{sum(totals.values()):,}", style="bold")
    Console().print(table)
