"""Order-level transforms for the monthly sales report."""
from __future__ import annotations

import pandas as pd

JST = "Asia/Tokyo"


def to_local_time(orders: pd.DataFrame, tz: str = JST) -> pd.DataFrame:
    """ordered_at is stored in UTC; months are cut in Japan time."""
    out = orders.copy()
    out["ordered_at"] = out["ordered_at"].dt.tz_convert(tz)
    return out


def add_net_amount(orders: pd.DataFrame) -> pd.DataFrame:
    """Net = gross - discount - coupon. Amounts are integer yen (or cents for USD)."""
    out = orders.copy()
    out["net_amount"] = out["gross_amount"] - out["discount_amount"] - out["coupon_amount"]
    return out


def convert_currency(orders: pd.DataFrame, fx: pd.DataFrame) -> pd.DataFrame:
    """Orders in USD/EUR are converted at the month's average rate."""
    out = orders.merge(fx, on=["currency", "rate_month"], how="left")
    missing = out["rate"].isna() & (out["currency"] != "JPY")
    if missing.any():
        raise ValueError(f"no FX rate for {sorted(out.loc[missing, 'currency'].unique())}")
    out["rate"] = out["rate"].fillna(1.0)
    out["net_amount_jpy"] = (out["net_amount"] * out["rate"]).round().astype("int64")
    return out


def attach_customers(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    """Add segment and prefecture from the customer master."""
    cols = ["customer_id", "segment", "prefecture"]
    out = orders.merge(customers[cols], on="customer_id", how="left")
    out["segment"] = out["segment"].fillna("unknown")
    return out


def monthly_summary(orders: pd.DataFrame) -> pd.DataFrame:
    orders = orders.copy()
    # drop the tz only after converting, so the period is the local month
    orders["month"] = orders["ordered_at"].dt.tz_localize(None).dt.to_period("M")
    summary = (
        orders.groupby(["month", "segment"], as_index=False)
        .agg(orders=("order_id", "nunique"), net_sales=("net_amount_jpy", "sum"))
        .sort_values(["month", "segment"])
        .reset_index(drop=True)
    )
    return summary


def build(orders: pd.DataFrame, customers: pd.DataFrame, fx: pd.DataFrame) -> pd.DataFrame:
    orders = to_local_time(orders)
    orders = add_net_amount(orders)
    orders["rate_month"] = orders["ordered_at"].dt.strftime("%Y-%m")
    orders = convert_currency(orders, fx)
    orders = attach_customers(orders, customers)
    return monthly_summary(orders)
