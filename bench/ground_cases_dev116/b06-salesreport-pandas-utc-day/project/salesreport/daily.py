from __future__ import annotations

import pandas as pd


def daily_sales(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    """Sales per day and customer segment, as the finance team reads them."""
    df = orders.merge(customers[["customer_id", "segment"]], on="customer_id", how="left")
    df["segment"] = df["segment"].fillna("unknown")
    df["day"] = df["ordered_at"].dt.date
    out = (
        df.groupby(["day", "segment"], as_index=False)
        .agg(orders=("order_id", "nunique"), amount=("amount", "sum"))
        .sort_values(["day", "segment"])
    )
    return out.reset_index(drop=True)


def totals_by_day(report: pd.DataFrame) -> pd.DataFrame:
    return report.groupby("day", as_index=False)[["orders", "amount"]].sum()
