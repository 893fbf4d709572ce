"""月次売上レポート: 地域ごとの売上合計と注文数。"""
from __future__ import annotations

import pandas as pd

from report.loaders import load_both


def month_bounds(month: str) -> tuple[pd.Timestamp, pd.Timestamp]:
    start = pd.Timestamp(f"{month}-01", tz="UTC")
    end = start + pd.offsets.MonthBegin(1)
    return start, end


def orders_in_month(orders: pd.DataFrame, month: str) -> pd.DataFrame:
    start, end = month_bounds(month)
    mask = (orders["ordered_at"] >= start) & (orders["ordered_at"] < end)
    return orders.loc[mask & (orders["status"] != "cancelled")]


def attach_region(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    return orders.merge(customers[["customer_id", "region"]], on="customer_id", how="left")


def build_report(orders: pd.DataFrame, customers: pd.DataFrame, month: str) -> pd.DataFrame:
    monthly = attach_region(orders_in_month(orders, month), customers)
    monthly["region"] = monthly["region"].fillna("不明")
    report = (
        monthly.groupby("region", as_index=False)
        .agg(sales=("amount", "sum"), orders=("order_id", "nunique"))
        .sort_values("sales", ascending=False)
    )
    return report.reset_index(drop=True)


def run(orders_path: str, customers_path: str, month: str) -> pd.DataFrame:
    orders, customers = load_both(orders_path, customers_path)
    return build_report(orders, customers, month)
