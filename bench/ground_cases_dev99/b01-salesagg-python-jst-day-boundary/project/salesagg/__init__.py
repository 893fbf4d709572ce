"""salesagg: POS 売上の日次集計。

    >>> from salesagg import aggregate, read_sales
    >>> totals = aggregate(read_sales([Path("sales.jsonl")]))  # doctest: +SKIP

モジュール構成:

- loader: POS エクスポートの読み込み (Sale)
- aggregate: 店舗×日付の集計 (DailyTotal)
- export: CSV 出力
- cli: コマンドライン
"""

from __future__ import annotations

from salesagg.aggregate import DailyTotal, aggregate, by_store, day_key
from salesagg.export import write_csv
from salesagg.loader import Sale, read_sales

__version__ = "0.4.0"

__all__ = [
    "DailyTotal",
    "Sale",
    "aggregate",
    "by_store",
    "day_key",
    "read_sales",
    "write_csv",
    "__version__",
]
