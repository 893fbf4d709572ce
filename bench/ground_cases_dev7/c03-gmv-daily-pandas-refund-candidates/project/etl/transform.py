import datetime as dt

import pandas as pd

from etl import filters
from etl.config import TIMEZONE


def build_daily(orders: pd.DataFrame, shops: pd.DataFrame, day: dt.date) -> pd.DataFrame:
    df = filters.keep_valid_orders(orders)
    df = filters.exclude_test_shops(df)
    df = filters.subtract_refunds(df)
    df = df.merge(shops[["shop_id", "shop_name", "category"]], on="shop_id", how="left")
    df["pay_date"] = df["pay_time"].dt.tz_convert(TIMEZONE).dt.date
    df = df[df["pay_date"] == day]
    return (
        df.groupby(["pay_date", "category"], as_index=False)
        .agg(orders=("order_id", "nunique"), gmv=("gmv", "sum"))
        .sort_values("gmv", ascending=False)
    )


def total_row(daily: pd.DataFrame) -> pd.DataFrame:
    total = pd.DataFrame([{"pay_date": daily["pay_date"].iloc[0], "category": "合计",
                           "orders": daily["orders"].sum(), "gmv": daily["gmv"].sum()}])
    return pd.concat([daily, total], ignore_index=True)
