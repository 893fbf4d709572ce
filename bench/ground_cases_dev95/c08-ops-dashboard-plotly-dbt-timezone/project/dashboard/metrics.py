"""Small calculations on top of the warehouse views."""
from __future__ import annotations

import pandas as pd


def total_dau(wide: pd.DataFrame) -> pd.Series:
    return wide.sum(axis=1).rename("dau")


def moving_average(s: pd.Series, days: int = 7) -> pd.Series:
    return s.rolling(days, min_periods=days).mean()


def week_over_week(s: pd.Series) -> float:
    """Mean of the last 7 days against the 7 days before, as a fraction (0.03 = +3%)."""
    if len(s) < 14:
        return float("nan")
    last, prev = s.iloc[-7:].mean(), s.iloc[-14:-7].mean()
    return (last - prev) / prev if prev else float("nan")


def retention_matrix(df: pd.DataFrame, max_offset: int = 8) -> pd.DataFrame:
    """cohort_week x week_offset -> share of the cohort still active."""
    df = df[df["week_offset"] <= max_offset].copy()
    df["rate"] = df["retained"] / df["cohort_size"]
    return df.pivot(index="cohort_week", columns="week_offset", values="rate").sort_index()


def platform_share(wide: pd.DataFrame) -> pd.DataFrame:
    return wide.div(wide.sum(axis=1), axis=0)
