"""Error metrics for daily forecasts (actual and forecast aligned on the date index)."""
from __future__ import annotations

import numpy as np
import pandas as pd


def _aligned(actual: pd.Series, pred: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    a, p = actual.align(pred, join="inner")
    if a.empty:
        raise ValueError("actual and forecast share no dates")
    return a.to_numpy(dtype=float), p.to_numpy(dtype=float)


def mape(actual: pd.Series, pred: pd.Series) -> float:
    """Mean absolute percentage error in percent; days with 0 sessions are skipped."""
    a, p = _aligned(actual, pred)
    mask = a != 0
    return float(np.mean(np.abs((a[mask] - p[mask]) / a[mask])) * 100)


def smape(actual: pd.Series, pred: pd.Series) -> float:
    """Symmetric MAPE in percent (0-200), denominator (|a| + |p|) / 2; 0/0 days count as 0."""
    a, p = _aligned(actual, pred)
    denom = (np.abs(a) + np.abs(p)) / 2
    ratio = np.divide(np.abs(a - p), denom, out=np.zeros_like(denom), where=denom != 0)
    return float(np.mean(ratio) * 100)


def rmse(actual: pd.Series, pred: pd.Series) -> float:
    a, p = _aligned(actual, pred)
    return float(np.sqrt(np.mean((a - p) ** 2)))


def bias(actual: pd.Series, pred: pd.Series) -> float:
    """Mean forecast minus mean actual, in sessions (positive = over-forecast)."""
    a, p = _aligned(actual, pred)
    return float(np.mean(p - a))
