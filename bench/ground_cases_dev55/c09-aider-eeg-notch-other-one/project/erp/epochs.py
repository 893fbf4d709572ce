"""Cutting continuous data into epochs around events, baseline correction, rejection."""
from __future__ import annotations

import numpy as np


def epoch(data: np.ndarray, events: np.ndarray, fs: float, tmin: float = -0.2, tmax: float = 0.8,
          baseline: tuple[float, float] | None = (-0.2, 0.0)) -> tuple[np.ndarray, np.ndarray]:
    """Epochs (events x channels x samples) and their time axis in seconds.

    `events` are sample indices of stimulus onsets; epochs that would run past either
    end of the recording are dropped.
    """
    start, stop = int(round(tmin * fs)), int(round(tmax * fs))
    times = np.arange(start, stop + 1) / fs
    keep = (events + start >= 0) & (events + stop < data.shape[-1])
    ep = np.stack([data[:, e + start:e + stop + 1] for e in events[keep]])
    if baseline is not None:
        b0, b1 = baseline
        mask = (times >= b0) & (times <= b1)
        ep = ep - ep[:, :, mask].mean(axis=-1, keepdims=True)
    return ep, times


def reject(ep: np.ndarray, threshold_uv: float = 100.0) -> tuple[np.ndarray, np.ndarray]:
    """Drop epochs whose peak-to-peak amplitude exceeds the threshold on any channel."""
    ptp = ep.max(axis=-1) - ep.min(axis=-1)
    good = (ptp < threshold_uv).all(axis=1)
    return ep[good], good


def average(ep: np.ndarray) -> np.ndarray:
    """ERP: mean over epochs (channels x samples)."""
    if ep.shape[0] == 0:
        raise ValueError("no epochs left after rejection")
    return ep.mean(axis=0)
