"""Signal filters for accelerometer traces."""
from __future__ import annotations

import numpy as np
from scipy import signal


def moving_average(x: np.ndarray, window: int) -> np.ndarray:
    """Centered moving average over `window` samples, same length as x."""
    if window < 1:
        raise ValueError("window must be >= 1")
    kernel = np.ones(window) / window
    return np.convolve(x, kernel, mode="same")


def detrend(x: np.ndarray) -> np.ndarray:
    """Remove a linear drift (sensor warm-up)."""
    return signal.detrend(x, type="linear")


def bandpass(x: np.ndarray, fs: float, low: float, high: float, order: int = 4) -> np.ndarray:
    """Zero-phase Butterworth band-pass between low and high Hz."""
    if not 0 < low < high < fs / 2:
        raise ValueError(f"band {low}-{high} Hz must lie inside (0, {fs / 2}) Hz")
    sos = signal.butter(order, [low, high], btype="band", fs=fs, output="sos")
    return signal.sosfiltfilt(sos, x)


def envelope(x: np.ndarray) -> np.ndarray:
    """Amplitude envelope via the analytic signal."""
    return np.abs(signal.hilbert(x))


def seconds_to_samples(seconds: float, fs: float) -> int:
    return max(1, int(round(seconds * fs)))
