"""Figures for the quarterly water quality report."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

FIG3_ANALYTES = ["nitrate", "nitrite", "ammonium", "phosphate"]
# Trinkwasserverordnung, Anlage 2/3 (mg/L); phosphate has no limit
LIMITS_MG_L = {"nitrate": 50.0, "nitrite": 0.5, "ammonium": 0.5}


def fig3_timeseries(df: pd.DataFrame, path: Path) -> None:
    """Figure 3: nutrient concentrations per site over time, one panel per analyte."""
    fig, axes = plt.subplots(2, 2, figsize=(11, 7), sharex=True)
    for ax, analyte in zip(axes.flat, FIG3_ANALYTES):
        sub = df[df["analyte"] == analyte]
        for site, g in sub.groupby("site"):
            g = g.sort_values("sampled_at")
            ax.plot(g["sampled_at"], g["value"], marker=".", linewidth=0.8, label=site)
        limit = LIMITS_MG_L.get(analyte)
        if limit is not None:
            ax.axhline(limit, color="red", linestyle="--", linewidth=1, label=f"limit {limit:g} mg/L")
        ax.set_title(analyte)
        ax.set_ylabel("mg/L")
    axes.flat[0].legend(fontsize=7, ncol=2)
    fig.autofmt_xdate()
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
