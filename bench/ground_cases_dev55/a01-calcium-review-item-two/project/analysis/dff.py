"""Neuropil correction and dF/F for suite2p fluorescence traces."""
from __future__ import annotations

import numpy as np
from scipy.ndimage import minimum_filter1d, uniform_filter1d


def neuropil_correct(F: np.ndarray, Fneu: np.ndarray, coef: float = 0.7) -> np.ndarray:
    """F - coef * Fneu, clipped so that no trace goes below 1 (avoids dividing by ~0 later)."""
    corrected = F - coef * Fneu
    return np.maximum(corrected, 1.0)


def running_baseline(trace: np.ndarray, window: int, percentile: float) -> np.ndarray:
    """Slow baseline: smoothed running minimum, then a low percentile of each window."""
    smooth = uniform_filter1d(trace, size=max(window // 4, 1), axis=-1, mode="nearest")
    low = minimum_filter1d(smooth, size=window, axis=-1, mode="nearest")
    return np.maximum(low, np.percentile(trace, percentile, axis=-1, keepdims=True))


def compute_dff(F: np.ndarray, Fneu: np.ndarray, cfg: dict) -> np.ndarray:
    """dF/F per cell (rows) and frame (columns).

    F0 is a running baseline over `baseline_s` seconds, so slow drift in the
    recording does not show up as a sustained response.
    """
    fs = cfg["fs_hz"]
    corrected = neuropil_correct(F, Fneu, cfg["neuropil_coef"])
    window = int(round(cfg["baseline_s"] * fs))
    f0 = running_baseline(corrected, window, cfg["baseline_percentile"])
    dff = (corrected - f0) / f0
    return dff.astype(np.float32)


def trial_average(dff: np.ndarray, onsets: np.ndarray, pre: int, post: int) -> np.ndarray:
    """Average dF/F around stimulus onsets: (cells, pre + post) frames."""
    segments = [dff[:, t - pre:t + post] for t in onsets if t - pre >= 0 and t + post <= dff.shape[1]]
    if not segments:
        raise ValueError("no complete trial around the given onsets")
    return np.mean(segments, axis=0)
