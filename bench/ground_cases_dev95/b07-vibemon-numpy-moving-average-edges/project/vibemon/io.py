"""Load accelerometer captures: .npz from the DAQ box, or the CSV the handheld unit exports."""
from __future__ import annotations

from pathlib import Path

import numpy as np

G = 9.80665  # m/s^2 per g


def load_npz(path: str | Path) -> tuple[np.ndarray, float]:
    """Returns (signal in m/s^2, sampling rate in Hz). The DAQ stores raw g values."""
    with np.load(path) as data:
        x = np.asarray(data["accel_g"], dtype=float) * G
        fs = float(data["fs"])
    return x, fs


def load_csv(path: str | Path, column: int = 1) -> tuple[np.ndarray, float]:
    """Handheld export: a time column in seconds, then one column per axis (m/s^2)."""
    table = np.loadtxt(path, delimiter=",", skiprows=1)
    t, x = table[:, 0], table[:, column]
    dt = np.median(np.diff(t))
    return x, 1.0 / dt


def load(path: str | Path) -> tuple[np.ndarray, float]:
    path = Path(path)
    if path.suffix == ".npz":
        return load_npz(path)
    if path.suffix == ".csv":
        return load_csv(path)
    raise ValueError(f"unsupported capture format: {path.suffix}")
