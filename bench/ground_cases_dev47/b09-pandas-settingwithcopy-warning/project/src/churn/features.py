"""Feature engineering for the churn model (moved from notebooks/02_features.ipynb)."""
from __future__ import annotations

import numpy as np
import pandas as pd

PLAN_ORDER = {"free": 0, "basic": 1, "pro": 2, "enterprise": 3}


def load_customers(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"customer_id": "string", "plan": "category"})
    df["signup_date"] = pd.to_datetime(df["signup_date"], format="%Y-%m-%d", errors="coerce")
    df["last_login"] = pd.to_datetime(df["last_login"], errors="coerce")
    missing = df["signup_date"].isna().mean()
    if missing > 0.01:
        raise ValueError(f"signup_date: {missing:.0%} could not be parsed, check the date format of {path}")
    return df


def active_customers(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["status"] != "closed"]


def add_tenure(df: pd.DataFrame, as_of: pd.Timestamp) -> pd.DataFrame:
    active = active_customers(df)
    active["tenure_days"] = (as_of - active["signup_date"]).dt.days
    return active


def add_activity(df: pd.DataFrame, as_of: pd.Timestamp) -> pd.DataFrame:
    out = df.assign(days_since_login=(as_of - df["last_login"]).dt.days)
    out["inactive_30d"] = out["days_since_login"].fillna(9999) > 30
    return out


def add_plan_features(df: pd.DataFrame) -> pd.DataFrame:
    out = df.assign(plan_rank=df["plan"].map(PLAN_ORDER).astype("Int64"))
    out["fee_per_ticket"] = out["monthly_fee"] / out["support_tickets"].replace(0, np.nan)
    return out


def build(path: str, as_of: str) -> pd.DataFrame:
    ts = pd.Timestamp(as_of)
    df = load_customers(path)
    df = add_tenure(df, ts)
    df = add_activity(df, ts)
    df = add_plan_features(df)
    return df.drop(columns=["status"])
