"""The numbers on the weekly usage dashboard."""
from __future__ import annotations

import pandas as pd


def sessions(df: pd.DataFrame) -> pd.DataFrame:
    """One row per session: user, platform, start, end and total foreground time."""
    grouped = df.groupby("session_id")
    out = grouped.agg(
        user_id=("user_id", "first"),
        platform=("platform", "first"),
        start=("ts", "min"),
        end=("ts", "max"),
        duration_ms=("duration_ms", "sum"),
    )
    return out.reset_index()


def daily_active_users(df: pd.DataFrame) -> pd.Series:
    if df.empty:
        return pd.Series(dtype="int64")
    days = pd.to_datetime(df["ts"], utc=True).dt.date
    return df.groupby(days)["user_id"].nunique()


def avg_session_minutes(sess: pd.DataFrame) -> float:
    if sess.empty:
        return 0.0
    return float((sess["duration_ms"] / 60).mean())


def by_platform(sess: pd.DataFrame) -> pd.DataFrame:
    table = sess.groupby("platform").agg(sessions=("session_id", "count"), users=("user_id", "nunique"))
    return table.sort_values("sessions", ascending=False)


def summary(df: pd.DataFrame) -> dict:
    sess = sessions(df)
    dau = daily_active_users(df)
    return {
        "sessions": int(len(sess)),
        "avg_dau": float(dau.mean()) if len(dau) else 0.0,
        "avg_session_min": round(avg_session_minutes(sess), 1),
        "platforms": by_platform(sess).to_dict(orient="index"),
    }
