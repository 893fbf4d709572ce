"""每周销售周报：读订单导出，按门店汇总上一自然周（周一到周日）的数据。"""
from __future__ import annotations

from datetime import date, timedelta

import pandas as pd


def week_bounds(today: date) -> tuple[pd.Timestamp, pd.Timestamp]:
    this_monday = today - timedelta(days=today.weekday())
    start = this_monday - timedelta(days=7)
    return pd.Timestamp(start), pd.Timestamp(this_monday)


def filter_period(orders: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    """给定区间内、未退款的订单。"""
    in_range = orders["paid_at"].between(start, end)
    return orders[in_range & (orders["status"] != "refunded")]


def summarize(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.groupby("store_id")
        .agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))
        .reset_index()
        .sort_values("revenue", ascending=False)
    )
    out["revenue"] = out["revenue"].round(2)
    return out


def build_report(orders: pd.DataFrame, today: date) -> pd.DataFrame:
    start, end = week_bounds(today)
    return summarize(filter_period(orders, start, end))


def load_orders(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, parse_dates=["paid_at"])
    df["amount"] = df["amount"].astype(float)
    return df
