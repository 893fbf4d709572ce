"""Daily revenue marts (ads_daily_revenue, ads_sku_revenue)."""
from __future__ import annotations

import pandas as pd

from etl.config import REFUND_STATUSES
from etl.transforms.fx import to_cny


def daily_revenue(orders: pd.DataFrame, rates: pd.DataFrame | None = None) -> pd.DataFrame:
    """Revenue in CNY per Beijing calendar day and channel. Refunded and charged-back orders do
    not count. `rates` is dim_fx_rate; it may be left out while every order is in CNY."""
    paid = to_cny(orders.loc[~orders["status"].isin(REFUND_STATUSES)], rates)
    out = (
        paid.groupby(["day", "channel"], as_index=False)
        .agg(orders=("order_id", "nunique"), revenue=("amount_cny", "sum"))
        .sort_values(["day", "channel"], ignore_index=True)
    )
    out["revenue"] = out["revenue"].round(2)
    return out


def revenue_by_sku(items: pd.DataFrame, orders: pd.DataFrame) -> pd.DataFrame:
    """Units and revenue per SKU over the orders given (already filtered to one day)."""
    paid_ids = orders.loc[~orders["status"].isin(REFUND_STATUSES), "order_id"]
    rows = items.loc[items["order_id"].isin(paid_ids)]
    rows = rows.assign(line_total=rows["unit_price"] * rows["qty"])
    out = rows.groupby("sku", as_index=False).agg(units=("qty", "sum"), revenue=("line_total", "sum"))
    return out.sort_values("revenue", ascending=False, ignore_index=True)


def week_over_week(daily: pd.DataFrame) -> pd.DataFrame:
    """Adds wow_pct: change against the same weekday one week earlier, per channel."""
    daily = daily.sort_values(["channel", "day"])
    prev = daily.groupby("channel")["revenue"].shift(7)
    return daily.assign(wow_pct=((daily["revenue"] - prev) / prev * 100).round(1))
