"""Daily gross/refund/net revenue, one row per day."""
from __future__ import annotations

import pandas as pd


def with_refunds(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    merged = orders.merge(refunds[["order_id", "refund_amount"]], on="order_id", how="left")
    merged["refund_amount"] = merged["refund_amount"].fillna(0.0)
    return merged


def add_day(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["day"] = out["created_at"].dt.date
    return out


def daily_revenue(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    df = add_day(with_refunds(orders, refunds))
    grouped = df.groupby("day").agg(
        orders=("order_id", "nunique"),
        gross=("amount", "sum"),
        refunds=("refund_amount", "sum"),
    )
    grouped["net_revenue"] = grouped["gross"] - grouped["refunds"]
    return grouped.reset_index().round(2)


def summary_line(row: pd.Series) -> str:
    return (f"{row['day']}: {row['orders']} orders, gross ${row['gross']:,.2f}, "
            f"refunds ${row['refunds']:,.2f}, net ${row['net_revenue']:,.2f}")
