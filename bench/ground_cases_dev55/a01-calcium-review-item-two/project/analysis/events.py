"""Event detection on dF/F traces: threshold crossings in units of the noise SD."""
from __future__ import annotations

import numpy as np


def noise_sd(dff: np.ndarray) -> np.ndarray:
    """Robust noise estimate per cell: MAD of the first difference, scaled to an SD."""
    diff = np.diff(dff, axis=-1)
    mad = np.median(np.abs(diff - np.median(diff, axis=-1, keepdims=True)), axis=-1)
    return 1.4826 * mad / np.sqrt(2)


def detect_events(dff: np.ndarray, cfg: dict) -> list[np.ndarray]:
    """Frames where each cell crosses `event_threshold_sd` noise SDs upward.

    Crossings closer than `min_event_separation_s` to the previous event are merged.
    """
    thr = cfg["event_threshold_sd"] * noise_sd(dff)
    min_gap = int(round(cfg["min_event_separation_s"] * cfg["fs_hz"]))
    events = []
    for trace, t in zip(dff, thr):
        above = trace > t
        onsets = np.flatnonzero(above[1:] & ~above[:-1]) + 1
        kept: list[int] = []
        for frame in onsets:
            if not kept or frame - kept[-1] >= min_gap:
                kept.append(int(frame))
        events.append(np.asarray(kept, dtype=int))
    return events


def event_rate(events: list[np.ndarray], n_frames: int, fs: float) -> np.ndarray:
    """Events per minute for each cell."""
    minutes = n_frames / fs / 60.0
    return np.array([len(e) / minutes for e in events])
