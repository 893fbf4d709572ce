"""Peak detection and integration on a baseline-corrected signal."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.signal import find_peaks, peak_widths


@dataclass
class Peak:
    rt: float  # retention time, min
    height: float  # mAU
    area: float  # mAU*min
    left: float
    right: float


def detect(t: np.ndarray, y: np.ndarray, min_height: float = 5.0, min_prominence: float = 3.0,
           min_distance_min: float = 0.05) -> list[int]:
    dt = float(np.median(np.diff(t)))
    clean = np.nan_to_num(y, nan=0.0)
    idx, _ = find_peaks(clean, height=min_height, prominence=min_prominence,
                        distance=max(1, int(min_distance_min / dt)))
    return [int(i) for i in idx]


def integrate(t: np.ndarray, y: np.ndarray, left: int, right: int) -> float:
    """Trapezoid area between two indices. Isolated NaN points are skipped; a segment that is
    mostly NaN has no meaningful area and gives NaN."""
    seg_t, seg_y = t[left:right + 1], y[left:right + 1]
    ok = ~np.isnan(seg_y)
    if ok.mean() < 0.5:
        return float("nan")
    return float(np.trapezoid(seg_y[ok], seg_t[ok]))


def peak_table(t: np.ndarray, y: np.ndarray, **kwargs) -> list[Peak]:
    idx = detect(t, y, **kwargs)
    if not idx:
        return []
    _, _, lefts, rights = peak_widths(np.nan_to_num(y, nan=0.0), idx, rel_height=0.98)
    peaks = []
    for i, lo, hi in zip(idx, lefts, rights):
        lo, hi = int(np.floor(lo)), min(int(np.ceil(hi)), len(t) - 1)
        peaks.append(Peak(rt=float(t[i]), height=float(y[i]), area=integrate(t, y, lo, hi),
                          left=float(t[lo]), right=float(t[hi])))
    return peaks
