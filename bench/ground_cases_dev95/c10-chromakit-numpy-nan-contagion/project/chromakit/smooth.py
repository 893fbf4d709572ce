"""Noise reduction before baseline correction."""
from __future__ import annotations

import numpy as np
from scipy.signal import savgol_filter


def fill_nan_linear(y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(copy of y with NaN points linearly interpolated, mask of those points)."""
    nan = np.isnan(y)
    filled = y.copy()
    if nan.any() and not nan.all():
        idx = np.arange(len(y))
        filled[nan] = np.interp(idx[nan], idx[~nan], y[~nan])
    return filled, nan


def savgol(y: np.ndarray, window: int = 15, polyorder: int = 3) -> np.ndarray:
    """Savitzky-Golay smoothing that keeps dropout points (NaN) as NaN without spreading them."""
    if np.isnan(y).all():
        return y.copy()
    filled, nan = fill_nan_linear(y)
    out = savgol_filter(filled, window_length=window, polyorder=polyorder, mode="interp")
    out[nan] = np.nan
    return out


def noise_level(y: np.ndarray) -> float:
    """Robust noise estimate: median absolute first difference, scaled to a standard deviation."""
    d = np.diff(y[~np.isnan(y)])
    return float(np.median(np.abs(d - np.median(d))) * 1.4826 / np.sqrt(2))
