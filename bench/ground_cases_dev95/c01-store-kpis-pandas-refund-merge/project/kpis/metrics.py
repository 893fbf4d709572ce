"""KPIs computed from the cleaned order table (one row per order)."""
from __future__ import annotations

import pandas as pd


def net_revenue(orders: pd.DataFrame) -> float:
    return float(orders["net_amount"].sum())


def average_order_value(orders: pd.DataFrame) -> float:
    n = orders["order_id"].nunique()
    return net_revenue(orders) / n if n else 0.0


def revenue_by_channel(orders: pd.DataFrame) -> pd.DataFrame:
    out = (orders.groupby("channel", observed=True)["net_amount"]
           .agg(revenue="sum", orders="count")
           .reset_index())
    out["share"] = out["revenue"] / out["revenue"].sum()
    return out.sort_values("revenue", ascending=False, ignore_index=True)


def weekly_revenue(orders: pd.DataFrame) -> pd.Series:
    s = orders.set_index("order_date")["net_amount"]
    # Monday-to-Sunday weeks, labelled by their Monday (the way finance reports them)
    return s.resample("W-MON", closed="left", label="left").sum()


def refund_rate(orders: pd.DataFrame) -> float:
    gross = orders["gross_amount"].sum()
    return float(orders["refund_amount"].sum() / gross) if gross else 0.0


def repeat_purchase_rate(orders: pd.DataFrame) -> pd.Series:
    """Per month: share of that month's buyers whose first order was before the month."""
    first = orders.groupby("customer_id")["order_date"].min().rename("first_date")
    df = orders[["customer_id", "order_date"]].join(first, on="customer_id")
    df["period"] = df["order_date"].dt.to_period("M").dt.to_timestamp()
    df["returning"] = df["first_date"] < df["period"]
    per_customer = df.groupby(["period", "customer_id"])["returning"].any()
    return per_customer.groupby(level="period").mean().rename("repeat_rate")


def active_customers(orders: pd.DataFrame, freq: str = "MS") -> pd.Series:
    return (orders.set_index("order_date")
            .groupby(pd.Grouper(freq=freq))["customer_id"].nunique()
            .rename("active_customers"))
