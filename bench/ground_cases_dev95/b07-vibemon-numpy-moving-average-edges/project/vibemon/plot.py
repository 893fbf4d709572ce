"""Trend plots for the maintenance report."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from vibemon.filters import moving_average, seconds_to_samples  # noqa: E402


def plot_trend(x: np.ndarray, fs: float, out: str | Path, smooth_s: float = 0.5) -> Path:
    """Raw |acceleration| in grey, its moving average on top."""
    t = np.arange(len(x)) / fs
    level = np.abs(x)
    smooth = moving_average(level, seconds_to_samples(smooth_s, fs))
    fig, ax = plt.subplots(figsize=(10, 3.5))
    ax.plot(t, level, color="#BBBBBB", linewidth=0.5, label="|a|")
    ax.plot(t, smooth, color="#C44E52", linewidth=1.5, label=f"移動平均 {smooth_s:g}s")
    ax.set_xlabel("時間 [s]")
    ax.set_ylabel("加速度 [m/s²]")
    ax.set_xlim(t[0], t[-1])
    ax.legend(loc="upper right")
    fig.tight_layout()
    out = Path(out)
    fig.savefig(out, dpi=150)
    plt.close(fig)
    return out
