"""Clean the raw shop export into the rows the warehouse expects."""
from __future__ import annotations

import pandas as pd

from etl.config import SETTINGS

COLUMNS = {
    "Order ID": "order_id",
    "Created": "created_at",
    "Customer": "customer_id",
    "Email": "email",
    "Total": "total",
    "Currency": "currency",
    "Status": "status",
    "Channel": "channel",
}

FX_TO_EUR = {"EUR": 1.0, "CHF": 1.06, "GBP": 1.17, "USD": 0.92}


def normalize_orders(raw: pd.DataFrame, day: str) -> pd.DataFrame:
    """One row per order placed on `day` (YYYY-MM-DD, UTC), amounts converted to EUR."""
    df = raw.rename(columns=COLUMNS)[list(COLUMNS.values())].copy()
    df["created_at"] = pd.to_datetime(df["created_at"], format="%Y-%m-%d %H:%M:%S").dt.tz_localize("UTC")
    df = df[df["created_at"].dt.strftime("%Y-%m-%d") == day]
    df = df[df["status"].isin(SETTINGS.keep_statuses)]
    df["email"] = df["email"].str.strip().str.lower()
    df["total_eur"] = (df["total"] * df["currency"].map(FX_TO_EUR)).round(2)
    # the export repeats an order when it is edited later that day; keep the newest row
    df = df.drop_duplicates(subset=["customer_id", "total"], keep="last")
    df["channel"] = df["channel"].fillna("web").str.lower()
    return df.sort_values("created_at").reset_index(drop=True)


def daily_summary(orders: pd.DataFrame) -> dict:
    """Numbers for the #sales Slack post."""
    return {
        "orders": len(orders),
        "customers": int(orders["customer_id"].nunique()),
        "revenue_eur": round(float(orders["total_eur"].sum()), 2),
        "by_channel": orders["channel"].value_counts().to_dict(),
    }
