"""The numbers in the daily sales mail."""
from __future__ import annotations

import pandas as pd

from settings import COUNTED_STATUSES, HIDDEN_STORES

STORE_COLUMNS_JA = {"store_id": "店舗コード", "orders": "注文数", "gross_yen": "売上(総額)", "net_yen": "売上(純額)"}


def counted(orders: pd.DataFrame) -> pd.DataFrame:
    return orders[orders["status"].isin(COUNTED_STATUSES)]


def net_sales(orders: pd.DataFrame) -> pd.Series:
    return orders["total_yen"] - orders["discount_yen"] - orders["refunded_yen"]


def summarize(orders: pd.DataFrame) -> dict[str, int]:
    sold = counted(orders)
    net = net_sales(sold)
    return {
        "orders": int(len(sold)),
        "gross_yen": int(sold["total_yen"].sum()),
        "net_yen": int(net.sum()),
        "refunds_yen": int(sold["refunded_yen"].sum()),
        "avg_order_yen": int(round(net.mean())) if len(sold) else 0,
    }


def by_store(orders: pd.DataFrame) -> pd.DataFrame:
    """One row per store: order count, gross and net sales (closed stores left out)."""
    sold = counted(orders)
    sold = sold[~sold["store_id"].isin(HIDDEN_STORES)]
    table = (
        sold.assign(net_yen=net_sales(sold))
        .groupby("store_id", as_index=False)
        .agg(orders=("order_id", "count"), gross_yen=("total_yen", "sum"), net_yen=("net_yen", "sum"))
    )
    table = table.sort_values("net_yen", ascending=False, ignore_index=True)
    return table.rename(columns=STORE_COLUMNS_JA)


def yen(value: int) -> str:
    return f"{value:,} 円"


def summary_lines(summary: dict[str, int]) -> list[str]:
    return [
        f"注文数: {summary['orders']:,} 件",
        f"売上(総額): {yen(summary['gross_yen'])}",
        f"返金: {yen(summary['refunds_yen'])}",
        f"売上(純額): {yen(summary['net_yen'])}",
        f"平均注文額: {yen(summary['avg_order_yen'])}",
    ]
