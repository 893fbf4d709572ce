"""Feature engineering for the credit default model."""
from __future__ import annotations

import numpy as np
import pandas as pd


def add_ratio_features(df: pd.DataFrame) -> pd.DataFrame:
    """Row-wise ratios; they use no statistics across rows."""
    out = df.copy()
    out["debt_to_income"] = out["total_debt"] / out["annual_income"].replace(0, np.nan)
    out["utilization"] = out["revolving_balance"] / out["credit_limit"].replace(0, np.nan)
    out["income_per_dependent"] = out["annual_income"] / (out["dependents"] + 1)
    return out


def fit_target_encoding(df: pd.DataFrame, col: str, target: str, smoothing: float = 20.0) -> tuple[dict, float]:
    """Smoothed mean of the target per category, and the prior (overall mean)."""
    prior = float(df[target].mean())
    stats = df.groupby(col, observed=True)[target].agg(["sum", "count"])
    encoded = (stats["sum"] + prior * smoothing) / (stats["count"] + smoothing)
    return encoded.to_dict(), prior


def apply_target_encoding(df: pd.DataFrame, col: str, mapping: dict, prior: float) -> pd.Series:
    """Categories not seen when fitting get the prior."""
    return df[col].map(mapping).astype(float).fillna(prior)


def add_target_encoding(df: pd.DataFrame, cols: list[str], target: str, smoothing: float = 20.0) -> pd.DataFrame:
    """Fit the encoding on ``df`` and add ``<col>_te`` columns to a copy of it."""
    out = df.copy()
    for col in cols:
        mapping, prior = fit_target_encoding(out, col, target, smoothing)
        out[f"{col}_te"] = apply_target_encoding(out, col, mapping, prior)
    return out
