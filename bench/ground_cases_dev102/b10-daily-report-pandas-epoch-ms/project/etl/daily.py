from __future__ import annotations

import pandas as pd

LOCAL_TZ = "Asia/Tokyo"


def daily_summary(df: pd.DataFrame) -> pd.DataFrame:
    local = df.assign(day=df["ts"].dt.tz_convert(LOCAL_TZ).dt.date)
    grouped = local.groupby("day")
    out = pd.DataFrame({
        "users": grouped["user_id"].nunique(),
        "events": grouped.size(),
        "purchases": grouped.apply(lambda g: (g["event"] == "purchase").sum()),
        "revenue": grouped["amount"].sum(),
    })
    return out.reset_index()


def conversion(summary: pd.DataFrame) -> pd.Series:
    users = summary["users"].where(summary["users"] > 0)
    return (summary["purchases"] / users).fillna(0.0).round(3)


def top_users(df: pd.DataFrame, n: int = 20) -> pd.DataFrame:
    spend = df[df["event"] == "purchase"].groupby("user_id")["amount"].sum()
    return spend.sort_values(ascending=False).head(n).reset_index()


def to_csv(summary: pd.DataFrame, path: str) -> None:
    summary.to_csv(path, index=False, encoding="utf-8")
