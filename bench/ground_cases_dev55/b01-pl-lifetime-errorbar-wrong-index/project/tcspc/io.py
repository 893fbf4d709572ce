"""Reading PicoHarp histograms exported as CSV (two columns: bin index, counts)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent


def load_config(path: str | Path = ROOT / "config" / "samples.yaml") -> dict:
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def load_histogram(name: str, cfg: dict) -> tuple[np.ndarray, np.ndarray]:
    """Time axis in ns and counts for one exported histogram."""
    raw = np.loadtxt(ROOT / cfg["data_dir"] / name, delimiter=",", skiprows=1)
    bins, counts = raw[:, 0], raw[:, 1]
    t_ns = bins * cfg["bin_width_ps"] * 1e-3
    return t_ns, counts


def load_irf(cfg: dict) -> np.ndarray:
    _, irf = load_histogram(cfg["irf"], cfg)
    irf = irf - np.median(irf[:50])
    irf[irf < 0] = 0
    return irf / irf.sum()


def merge_runs(names: list[str], cfg: dict) -> tuple[np.ndarray, np.ndarray]:
    """Sum repeated runs at one temperature (same bin width, same length)."""
    t_ns, total = load_histogram(names[0], cfg)
    for name in names[1:]:
        _, counts = load_histogram(name, cfg)
        total = total + counts
    return t_ns, total
