"""Pure frame transformations used by the daily and weekly jobs."""

from __future__ import annotations

from datetime import date, timedelta

import pandas as pd


def to_local(df: pd.DataFrame, tz: str) -> pd.DataFrame:
    """Add ``local_ts`` (``created_at`` in the shop's zone) and ``local_date``."""
    out = df.copy()
    out["local_ts"] = out["created_at"].dt.tz_convert(tz)
    out["local_date"] = out["local_ts"].dt.date
    return out


def filter_window(df: pd.DataFrame, start: date, days: int) -> pd.DataFrame:
    """Rows whose ``local_date`` falls in the ``days``-day window that starts at ``start``."""
    if days < 1:
        raise ValueError(f"days must be at least 1, got {days}")
    end = start + timedelta(days=days)
    return df.loc[(df["local_date"] >= start) & (df["local_date"] < end)]


def dedupe_orders(df: pd.DataFrame) -> pd.DataFrame:
    """The export repeats an order when its state changes; keep the latest row per id."""
    return (
        df.sort_values("created_at")
        .drop_duplicates(subset="order_id", keep="last")
        .reset_index(drop=True)
    )


def daily_totals(df: pd.DataFrame) -> pd.DataFrame:
    """One row per local date: order count, net and gross revenue."""
    if df.empty:
        return pd.DataFrame(columns=["local_date", "orders", "net", "gross"])
    grouped = df.groupby("local_date", sort=True)
    out = pd.DataFrame(
        {
            "orders": grouped["order_id"].nunique(),
            "net": grouped["net_amount"].sum().round(2),
            "gross": (grouped["net_amount"].sum() + grouped["tax_amount"].sum()).round(2),
        }
    )
    return out.reset_index()


def by_channel(df: pd.DataFrame) -> pd.DataFrame:
    """Net revenue per sales channel, largest first."""
    return (
        df.groupby("channel", as_index=False)["net_amount"]
        .sum()
        .rename(columns={"net_amount": "net"})
        .sort_values("net", ascending=False, ignore_index=True)
    )
