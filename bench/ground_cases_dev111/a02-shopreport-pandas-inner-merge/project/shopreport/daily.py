from __future__ import annotations

import pandas as pd


def daily_totals(orders: pd.DataFrame) -> pd.DataFrame:
    df = orders.copy()
    df["day"] = df["created_at"].dt.date
    df["country"] = df["country"].fillna("unknown")
    out = (
        df.groupby(["day", "country"], as_index=False)
        .agg(orders=("order_id", "count"), revenue_cents=("total_cents", "sum"))
        .sort_values(["day", "country"])
    )
    out["revenue"] = out["revenue_cents"] / 100
    return out.drop(columns=["revenue_cents"])


def top_countries(daily: pd.DataFrame, n: int = 5) -> pd.DataFrame:
    by_country = daily.groupby("country", as_index=False)["revenue"].sum()
    return by_country.sort_values("revenue", ascending=False).head(n)


def summary_line(daily: pd.DataFrame) -> str:
    orders = int(daily["orders"].sum())
    revenue = daily["revenue"].sum()
    days = daily["day"].nunique()
    return f"{orders} orders over {days} day(s), revenue {revenue:,.2f}"


def write_report(daily: pd.DataFrame, path) -> None:
    if str(path).endswith(".parquet"):
        daily.to_parquet(path, index=False)
    else:
        daily.to_csv(path, index=False)
