"""ERP figures."""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def plot_erp(times: np.ndarray, erps: dict[str, np.ndarray], channel: str, path: str) -> None:
    """One panel: condition-average waveforms of one channel, in microvolts."""
    fig, ax = plt.subplots(figsize=(3.5, 2.6))
    colors = {"target": "#c0392b", "standard": "#2c3e50"}
    for cond, wave in erps.items():
        ax.plot(times * 1000, wave, lw=1.2, color=colors.get(cond, "0.5"), label=cond)
    ax.axvline(0, color="0.5", lw=0.6)
    ax.axhline(0, color="0.5", lw=0.6)
    ax.axvspan(250, 500, color="0.9", zorder=0)   # P300 window
    ax.set_xlabel("time (ms)")
    ax.set_ylabel(f"{channel} amplitude (µV)")
    ax.set_xlim(times[0] * 1000, times[-1] * 1000)
    ax.invert_yaxis()                             # ERP convention: negative up
    ax.legend(frameon=False, fontsize=7)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def p300_amplitude(times: np.ndarray, wave: np.ndarray, window=(0.25, 0.5)) -> float:
    """Mean amplitude in the P300 window (s)."""
    m = (times >= window[0]) & (times <= window[1])
    return float(wave[m].mean())
