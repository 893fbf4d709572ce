from __future__ import annotations

import pandas as pd

from bizreport.load import to_local


def daily_gmv(orders: pd.DataFrame) -> pd.DataFrame:
    """GMV per shop per calendar day."""
    df = orders.copy()
    df["day"] = to_local(df["paid_at"]).dt.date
    out = (
        df.groupby(["day", "shop_id"], as_index=False)
        .agg(gmv=("amount", "sum"), orders=("order_id", "count"))
        .sort_values(["day", "shop_id"])
    )
    out["gmv"] = out["gmv"].round(2)
    return out


def top_shops(gmv: pd.DataFrame, day, n: int = 10) -> pd.DataFrame:
    """The n shops with the highest GMV on one day."""
    one = gmv[gmv["day"] == day].copy()
    one["aov"] = (one["gmv"] / one["orders"]).round(2)
    return one.nlargest(n, "gmv")[["shop_id", "gmv", "orders", "aov"]].reset_index(drop=True)


def avg_order_value(gmv: pd.DataFrame) -> pd.Series:
    by_day = gmv.groupby("day")[["gmv", "orders"]].sum()
    return (by_day["gmv"] / by_day["orders"]).round(2)
