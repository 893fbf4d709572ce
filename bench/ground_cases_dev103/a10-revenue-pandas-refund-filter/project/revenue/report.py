"""Net revenue per month: charges minus refunds minus Stripe fees."""
from __future__ import annotations

import pandas as pd


def _month(df: pd.DataFrame) -> pd.Series:
    return df["created"].dt.tz_convert("Europe/Amsterdam").dt.strftime("%Y-%m")


def monthly_net(df: pd.DataFrame) -> pd.DataFrame:
    df = df.assign(month=_month(df))
    charges = df[df["type"] == "charge"]
    refunds = df[df["type"] == "refunds"]
    out = pd.DataFrame({
        "gross": charges.groupby("month")["amount"].sum(),
        "refunds": refunds.groupby("month")["amount"].sum().abs(),
        "fees": df.groupby("month")["fee"].sum(),
    }).fillna(0.0)
    out["net"] = out["gross"] - out["refunds"] - out["fees"]
    return out.round(2).sort_index()


def _week(df: pd.DataFrame) -> pd.Series:
    local = df["created"].dt.tz_convert("Europe/Amsterdam")
    return local.dt.to_period("W-SUN").dt.start_time.dt.strftime("%Y-%m-%d")


def weekly_net(df: pd.DataFrame) -> pd.DataFrame:
    df = df.assign(week=_week(df))
    charges = df[df["type"] == "charge"]
    out = pd.DataFrame({
        "gross": charges.groupby("week")["amount"].sum(),
        "fees": df.groupby("week")["fee"].sum(),
    }).fillna(0.0)
    out["net"] = out["gross"] - out["fees"]
    return out.round(2).sort_index()


def summary_line(table: pd.DataFrame) -> str:
    last = table.index[-1]
    row = table.loc[last]
    return f"{last}: gross {row['gross']:.2f}, refunds {row['refunds']:.2f}, net {row['net']:.2f}"


def to_csv(table: pd.DataFrame, path) -> None:
    table.to_csv(path, index_label=table.index.name or "month")
