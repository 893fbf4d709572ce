"""Baseline estimation and removal ("rolling ball" approximation)."""
from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def rolling_min(y: np.ndarray, window: int) -> np.ndarray:
    """Minimum over a centred window of `window` points (odd); the ends are edge-padded."""
    if window % 2 == 0:
        raise ValueError("window must be odd")
    half = window // 2
    padded = np.pad(y, half, mode="edge")
    return sliding_window_view(padded, window).min(axis=1)


def smooth_mean(y: np.ndarray, window: int) -> np.ndarray:
    """Centred moving average of `window` points, same length as `y`."""
    kernel = np.ones(window) / window
    padded = np.pad(y, window // 2, mode="edge")
    return np.convolve(padded, kernel, mode="valid")


def estimate_baseline(y: np.ndarray, dt_min: float, width_min: float = 1.0) -> np.ndarray:
    """Rolling minimum followed by a moving average of the same width.
    `width_min` must be wider than the widest peak."""
    window = max(3, int(round(width_min / dt_min)) | 1)
    return smooth_mean(rolling_min(y, window), window)


def subtract_baseline(y: np.ndarray, dt_min: float, width_min: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    base = estimate_baseline(y, dt_min, width_min)
    return y - base, base
