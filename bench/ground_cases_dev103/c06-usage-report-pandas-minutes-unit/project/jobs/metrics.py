from __future__ import annotations

import pandas as pd


def with_minutes(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["duration_min"] = out["duration_ms"] / 60
    return out


def drop_bounces(df: pd.DataFrame, min_seconds: int) -> pd.DataFrame:
    """Sessions shorter than min_seconds are app launches that were closed right away."""
    return df[df["duration_ms"] >= min_seconds * 1000]


def summarize(df: pd.DataFrame) -> pd.DataFrame:
    df = with_minutes(df)
    by_platform = df.groupby("platform", observed=False)
    per_user = df.groupby(["platform", "user_id"], observed=False)["duration_min"].sum()
    summary = pd.DataFrame({
        "sessions": by_platform["session_id"].nunique(),
        "users": by_platform["user_id"].nunique(),
        "avg_session_min": by_platform["duration_min"].mean().round(2),
        "p90_session_min": by_platform["duration_min"].quantile(0.9).round(2),
        "avg_user_min": per_user.groupby(level="platform", observed=False).mean().round(2),
        "avg_screens": by_platform["screen_count"].mean().round(1),
    })
    return summary.reset_index()


def totals_row(summary: pd.DataFrame) -> pd.DataFrame:
    total = {
        "platform": "ALL",
        "sessions": summary["sessions"].sum(),
        "users": summary["users"].sum(),
    }
    return pd.concat([summary, pd.DataFrame([total])], ignore_index=True)
