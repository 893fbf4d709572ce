"""Figure panels. Every function takes an Axes and draws one panel."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

FIG_W_IN = 7.09       # full-width figure: eLife 180 mm
COL_W_IN = 3.5        # single column
STATE_COLORS = {"stationary": "#4c72b0", "running": "#dd8452"}

plt.rcParams.update({"font.size": 7, "axes.linewidth": 0.6, "pdf.fonttype": 42,
                     "axes.spines.top": False, "axes.spines.right": False})


def plot_traces(ax, dff: np.ndarray, fs: float, cells: list[int], onsets: np.ndarray) -> None:
    """Fig. 2: example dF/F traces, stimulus periods shaded."""
    t = np.arange(dff.shape[1]) / fs
    for k, c in enumerate(cells):
        ax.plot(t, dff[c] + 1.5 * k, lw=0.5, color="k")
    for on in onsets:
        ax.axvspan(on / fs, on / fs + 2.0, color="0.9", lw=0)
    ax.set_xlabel("Time (s)")
    ax.set_yticks([])


def plot_summary(ax, summary: pd.DataFrame, value: str) -> None:
    """Fig. 4: mean +/- SD per state and genotype, with n above each bar."""
    for i, (_, row) in enumerate(summary.iterrows()):
        ax.bar(i, row["mean"], color=STATE_COLORS[row["state"]], width=0.7)
        ax.errorbar(i, row["mean"], yerr=row["sd"], color="k", capsize=2, lw=0.6)
        ax.text(i, row["mean"] + row["sd"], f"n={int(row['n'])}", ha="center", va="bottom", fontsize=5)
    ax.set_xticks(range(len(summary)))
    ax.set_xticklabels([f"{g}\n{s}" for g, s in zip(summary["genotype"], summary["state"])])
    ax.set_ylabel(value)


def plot_tuning(ax, responses: np.ndarray, orientations: np.ndarray, cmap: str = "jet") -> None:
    """Fig. 3a: tuning curves of every cell, sorted by preferred orientation."""
    order = np.argsort(np.argmax(responses, axis=1))
    im = ax.imshow(responses[order], aspect="auto", cmap=cmap, interpolation="nearest")
    ax.set_xticks(range(len(orientations)))
    ax.set_xticklabels([f"{int(o)}" for o in orientations])
    ax.set_xlabel("Orientation (deg)")
    ax.set_ylabel("Cell")
    plt.colorbar(im, ax=ax, label="dF/F")


def new_figure(width: float = FIG_W_IN, height: float = 3.0):
    return plt.figure(figsize=(width, height), constrained_layout=True)
