"""Reading TCSPC histograms exported by the PicoHarp software (.dat, two columns)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import yaml


def load_config(path: str | Path = "config.yaml") -> dict:
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def read_dat(path: str | Path) -> np.ndarray:
    """Counts per bin; the header is every line before the first numeric row."""
    rows = []
    with open(path, encoding="latin-1") as fh:
        for line in fh:
            parts = line.split()
            if len(parts) == 2 and parts[0].isdigit():
                rows.append(int(parts[1]))
    if not rows:
        raise ValueError(f"{path}: no histogram rows")
    return np.asarray(rows, dtype=float)


def load_trace(path: str | Path, cfg: dict) -> tuple[np.ndarray, np.ndarray]:
    """Time after the peak in ns and background-subtracted counts, cut to the fit window."""
    counts = read_dat(path)
    t = np.arange(counts.size) * cfg["bin_ps"] / 1000.0
    baseline = counts[:10].mean()
    counts = counts - baseline
    t0 = t[np.argmax(counts)]
    keep = (t >= t0 + cfg["fit_start_ns"]) & (t <= t0 + cfg["fit_stop_ns"])
    return t[keep] - t0, counts[keep]


def load_sample(name: str, cfg: dict) -> list[tuple[np.ndarray, np.ndarray]]:
    """All repeats of one sample, in file order."""
    folder = Path(cfg["data_dir"]) / name
    files = sorted(folder.glob("*.dat"))
    if not files:
        raise FileNotFoundError(f"no .dat files in {folder}")
    return [load_trace(f, cfg) for f in files]
