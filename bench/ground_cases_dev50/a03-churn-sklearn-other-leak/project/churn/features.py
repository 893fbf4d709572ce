"""Customer snapshot -> model features."""
from __future__ import annotations

import numpy as np
import pandas as pd

from churn.config import TARGET


def target_encode(df: pd.DataFrame, column: str, target: str = TARGET, smoothing: float = 20.0) -> pd.Series:
    """Smoothed churn rate per category (small categories shrink to the overall rate)."""
    prior = df[target].mean()
    stats = df.groupby(column)[target].agg(["mean", "count"])
    rates = (stats["mean"] * stats["count"] + prior * smoothing) / (stats["count"] + smoothing)
    return df[column].map(rates).fillna(prior)


def plan_rates(df: pd.DataFrame) -> dict[str, float]:
    """The plan -> churn rate table serve.py needs to compute plan_churn_rate."""
    enc = target_encode(df, "plan")
    return {plan: float(rate) for plan, rate in zip(df["plan"], enc)}


def build_features(df: pd.DataFrame) -> pd.DataFrame:
    out = pd.DataFrame(index=df.index)
    out["tenure_months"] = (df["snapshot_date"] - df["signup_date"]).dt.days / 30.4
    out["monthly_fee"] = df["monthly_fee"].astype(float)
    out["seats"] = df["seats"].clip(lower=1)
    out["logins_30d"] = df["logins_30d"].fillna(0)
    out["logins_trend"] = np.log1p(df["logins_30d"].fillna(0)) - np.log1p(df["logins_prev_30d"].fillna(0))
    out["tickets_90d"] = df["tickets_90d"].fillna(0)
    out["days_since_last_login"] = (df["snapshot_date"] - df["last_login_at"]).dt.days.fillna(365)
    out["is_annual"] = (df["billing_period"] == "annual").astype(int)
    out["plan_churn_rate"] = target_encode(df, "plan")
    return out
