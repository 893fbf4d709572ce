"""Feature engineering for the churn model. Everything here must be computable at the
snapshot date (see data.snapshot_of)."""
from __future__ import annotations

import numpy as np
import pandas as pd

NUMERIC = ["seats", "monthly_fee", "support_tickets_90d", "logins_30d", "days_since_login",
           "payment_failures_90d", "fee_per_seat", "tenure_days"]
CATEGORICAL = ["plan"]


def add_usage_features(df: pd.DataFrame, snapshot: pd.Timestamp) -> pd.DataFrame:
    out = df.copy()
    out["days_since_login"] = (snapshot - out["last_login"]).dt.days.clip(lower=0)
    out["days_since_login"] = out["days_since_login"].fillna(365)
    out["fee_per_seat"] = out["monthly_fee"] / out["seats"].replace(0, np.nan)
    out["fee_per_seat"] = out["fee_per_seat"].fillna(out["monthly_fee"])
    return out


def add_tenure(df: pd.DataFrame, snapshot: pd.Timestamp) -> pd.DataFrame:
    """Days from signup to the end of the relationship: the cancellation date for customers
    who left, the snapshot date for everyone else."""
    out = df.copy()
    end = out["cancelled_at"].fillna(snapshot)
    out["tenure_days"] = (end - out["signup_date"]).dt.days
    return out


def build_features(df: pd.DataFrame, snapshot: pd.Timestamp) -> tuple[pd.DataFrame, pd.Series]:
    out = add_tenure(add_usage_features(df, snapshot), snapshot)
    X = out[NUMERIC + CATEGORICAL]
    y = out["churned"]
    return X, y
