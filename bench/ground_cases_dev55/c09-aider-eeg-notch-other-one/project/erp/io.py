"""Loading one subject's continuous recording and events (NumPy exports of the .bdf files)."""
from __future__ import annotations

from pathlib import Path

import numpy as np


def load_subject(raw_dir: str, subject: str) -> dict:
    folder = Path(raw_dir) / subject
    with np.load(folder / f"{subject}_task-oddball_eeg.npz") as z:
        data = z["data"] * 1e6          # V -> µV
        fs = float(z["fs"])
        ch_names = [str(c) for c in z["ch_names"]]
    ev = np.loadtxt(folder / f"{subject}_task-oddball_events.tsv", delimiter="\t", skiprows=1,
                    dtype=[("sample", int), ("code", int)])
    return {"data": data, "fs": fs, "ch_names": ch_names, "events": ev}


def events_for(ev: np.ndarray, code: int) -> np.ndarray:
    """Sample indices of the events with a trigger code (1 = standard, 2 = target)."""
    return ev["sample"][ev["code"] == code]


def channel_index(ch_names: list[str], names: list[str]) -> list[int]:
    missing = [n for n in names if n not in ch_names]
    if missing:
        raise KeyError(f"channels not in recording: {missing}")
    return [ch_names.index(n) for n in names]
