"""Charts for the retention analysis."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.ticker import PercentFormatter  # noqa: E402
import seaborn as sns  # noqa: E402


def heatmap(matrix: pd.DataFrame, path: Path | None = None):
    fig, ax = plt.subplots(figsize=(12, 7))
    sns.heatmap(matrix, annot=True, fmt=".0%", cmap="Blues", vmin=0, vmax=1, ax=ax,
                cbar_kws={"format": PercentFormatter(xmax=1, decimals=0)})
    ax.set_title("月度留存")
    ax.set_xlabel("首单后第几个月")
    ax.set_ylabel("首单月份")
    if path is not None:
        fig.savefig(path, dpi=120, bbox_inches="tight")
    return fig


def curve(avg: pd.Series, path: Path | None = None):
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.plot(avg.index, avg.values, marker="o")
    ax.set_ylim(0, 1)
    ax.set_title("平均留存曲线（按 cohort 人数加权）")
    ax.set_xlabel("首单后第几个月")
    ax.grid(alpha=0.3)
    if path is not None:
        fig.savefig(path, dpi=120, bbox_inches="tight")
    return fig
