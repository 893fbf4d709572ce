"""Feature engineering for the churn model. Input: one row per customer account."""
from __future__ import annotations

import pandas as pd

NUMERIC = ["tenure_months", "monthly_fee", "seats", "logins_30d", "tickets_90d", "days_since_last_login"]
CATEGORICAL = ["plan_type", "region", "billing_cycle"]
DERIVED = ["fee_per_seat", "tickets_per_seat", "inactive", "company_churn_rate"]


def build_features(df: pd.DataFrame, snapshot: pd.Timestamp | None = None) -> pd.DataFrame:
    out = df.copy()
    snapshot = snapshot or out["signup_date"].max()
    out["tenure_months"] = ((snapshot - out["signup_date"]).dt.days / 30.44).round(1)
    out["fee_per_seat"] = out["monthly_fee"] / out["seats"].clip(lower=1)
    out["tickets_per_seat"] = out["tickets_90d"] / out["seats"].clip(lower=1)
    out["inactive"] = (out["days_since_last_login"] > 30).astype(int)
    # churn rate of the customer's company: seats of one account tend to leave together
    out["company_churn_rate"] = out.groupby("company_id")["churned"].transform("mean")
    return out


def feature_columns() -> tuple[list[str], list[str]]:
    """(numeric, categorical) column names the model uses."""
    return NUMERIC + DERIVED, list(CATEGORICAL)


def check_features(df: pd.DataFrame) -> list[str]:
    """Names of model columns that are missing or entirely null."""
    numeric, categorical = feature_columns()
    problems = []
    for col in numeric + categorical:
        if col not in df.columns:
            problems.append(f"missing: {col}")
        elif df[col].isna().all():
            problems.append(f"all null: {col}")
    return problems
