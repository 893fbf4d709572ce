"""Daily and per-queue summaries of the call export."""
from __future__ import annotations

import pandas as pd

from callreport.load import answered, missed


def daily(df: pd.DataFrame) -> pd.DataFrame:
    day = df["started_at"].dt.date
    out = pd.DataFrame({
        "calls": df.groupby(day).size(),
        "answered": answered(df).groupby(answered(df)["started_at"].dt.date).size(),
        "missed": missed(df).groupby(missed(df)["started_at"].dt.date).size(),
    }).fillna(0).astype(int)
    out.index.name = "day"
    return out


def per_queue(df: pd.DataFrame) -> pd.DataFrame:
    grouped = df.groupby("queue", observed=True)
    out = pd.DataFrame({
        "calls": grouped.size(),
        "answer_rate": grouped["result"].apply(lambda s: (s == "answered").mean()).round(3),
        "total_minutes": grouped["minutes"].sum().round(1),
    })
    return out.sort_values("calls", ascending=False)


def per_operator(df: pd.DataFrame) -> pd.DataFrame:
    done = answered(df)
    grouped = done.groupby("operator", observed=True)
    out = pd.DataFrame({
        "answered": grouped.size(),
        "avg_minutes": grouped["minutes"].mean().round(1),
    })
    return out.sort_values("answered", ascending=False)


def busiest_hour(df: pd.DataFrame) -> int:
    hours = df["started_at"].dt.hour
    return int(hours.value_counts().idxmax())
