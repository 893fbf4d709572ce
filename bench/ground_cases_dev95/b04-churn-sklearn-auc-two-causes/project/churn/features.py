"""Derived features computed before the model's own preprocessing."""
from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import FunctionTransformer, OneHotEncoder, StandardScaler

from churn import config

FEATURES = config.NUMERIC + config.CATEGORICAL


def build_preprocessor() -> ColumnTransformer:
    """log1p + scaling for the numeric columns, one-hot for the categorical ones."""
    numeric = Pipeline([
        ("log", FunctionTransformer(np.log1p, feature_names_out="one-to-one")),
        ("scale", StandardScaler()),
    ])
    categorical = OneHotEncoder(handle_unknown="ignore", sparse_output=False)
    return ColumnTransformer(
        [("num", numeric, config.NUMERIC), ("cat", categorical, config.CATEGORICAL)],
        remainder="drop",
    )


def add_derived(df: pd.DataFrame) -> pd.DataFrame:
    """Columns the analysts found useful; kept out of the model for now (see config.NUMERIC)."""
    out = df.copy()
    out["charges_per_login"] = out["monthly_charges"] / out["logins_30d"].clip(lower=1)
    out["calls_per_month"] = out["support_calls_90d"] / 3
    out["is_new"] = out["tenure_months"] < 3
    return out


def check_columns(df: pd.DataFrame) -> None:
    """Fail early when the export is missing a column the model needs."""
    needed = set(config.NUMERIC) | set(config.CATEGORICAL) | {config.TARGET}
    missing = sorted(needed - set(df.columns))
    if missing:
        raise ValueError(f"missing columns in input: {', '.join(missing)}")


def clean(df: pd.DataFrame) -> pd.DataFrame:
    """Drop rows without a target, fill gaps the warehouse leaves in optional fields."""
    out = df.dropna(subset=[config.TARGET]).copy()
    out[config.TARGET] = out[config.TARGET].astype(int)
    out["support_calls_90d"] = out["support_calls_90d"].fillna(0)
    out["logins_30d"] = out["logins_30d"].fillna(0)
    out["payment_method"] = out["payment_method"].fillna("unknown")
    out.loc[out["monthly_charges"] < 0, "monthly_charges"] = np.nan
    return out.dropna(subset=["monthly_charges"])
