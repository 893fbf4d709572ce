"""Weekly GMV, refunds and net revenue per channel.

Weeks run Monday 00:00 to Sunday 24:00 on the Beijing calendar, the same as the
finance back office.
"""
from __future__ import annotations

import pandas as pd

WEEK_FREQ = "W-SUN"  # pandas weekly periods ending on Sunday, i.e. Monday-Sunday weeks
COUNTED = ["paid", "shipped", "completed", "refunded"]


def _week_start(ts: pd.Series) -> pd.Series:
    return ts.dt.to_period(WEEK_FREQ).dt.start_time.dt.date


def prepare(orders: pd.DataFrame) -> pd.DataFrame:
    """Orders with a `week` column (Monday of the paid week) and amounts in yuan."""
    df = orders[orders["status"].isin(COUNTED)].copy()
    df["paid_at"] = df["paid_at"].dt.tz_localize(None)
    df["week"] = _week_start(df["paid_at"])
    df["amount"] = df["amount_cents"] / 100
    return df


def refunds_by_week(refunds: pd.DataFrame) -> pd.DataFrame:
    """Refunds booked against the week the order was paid, per channel."""
    if refunds.empty:
        return pd.DataFrame(columns=["week", "channel", "refunds"])
    df = refunds.copy()
    df["week"] = _week_start(df["paid_at"].dt.tz_convert("Asia/Shanghai"))
    df["refunds"] = df["refund_cents"] / 100
    return df.groupby(["week", "channel"], as_index=False)["refunds"].sum()


def summarize(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    df = prepare(orders)
    gmv = (
        df.groupby(["week", "channel"], as_index=False)
        .agg(gmv=("amount", "sum"), orders=("order_id", "nunique"))
    )
    out = gmv.merge(refunds_by_week(refunds), on=["week", "channel"], how="left")
    out["refunds"] = out["refunds"].fillna(0.0)
    out["net"] = out["gmv"] - out["refunds"]
    out["aov"] = (out["gmv"] / out["orders"]).round(2)
    return out.sort_values(["week", "channel"]).reset_index(drop=True)


def totals(summary: pd.DataFrame) -> pd.Series:
    return summary[["gmv", "orders", "refunds", "net"]].sum()
