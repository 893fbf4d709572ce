"""Scalar condition indicators computed on a whole capture."""
from __future__ import annotations

import numpy as np
from scipy import stats


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x))))


def peak_to_peak(x: np.ndarray) -> float:
    return float(np.max(x) - np.min(x))


def crest_factor(x: np.ndarray) -> float:
    """Peak over RMS; bearings with spalls push this up before RMS moves."""
    r = rms(x)
    return float(np.max(np.abs(x)) / r) if r else 0.0


def kurtosis(x: np.ndarray) -> float:
    """Excess kurtosis (0 for Gaussian noise)."""
    return float(stats.kurtosis(x, fisher=True))


def rms_windows(x: np.ndarray, fs: float, window_s: float, hop_s: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    """RMS over sliding windows. Returns (window centre times in s, RMS per window).

    Only full windows are used, so the first value is centred window_s / 2 into the capture."""
    window = max(1, int(round(window_s * fs)))
    hop = max(1, int(round((hop_s if hop_s is not None else window_s / 2) * fs)))
    if len(x) < window:
        return np.empty(0), np.empty(0)
    frames = np.lib.stride_tricks.sliding_window_view(x, window)[::hop]
    values = np.sqrt(np.mean(np.square(frames), axis=1))
    centres = (np.arange(len(frames)) * hop + window / 2) / fs
    return centres, values


def summary(x: np.ndarray) -> dict[str, float]:
    return {
        "rms": rms(x),
        "p2p": peak_to_peak(x),
        "crest": crest_factor(x),
        "kurtosis": kurtosis(x),
    }
