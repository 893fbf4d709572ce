"""Figures 1-3 of the paper from data/surveys.csv and data/sst_dhw.csv."""
from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

plt.rcParams.update({"font.size": 7, "pdf.fonttype": 42, "axes.spines.top": False, "axes.spines.right": False})


def fig2_anomaly(sst: pd.DataFrame, out: Path) -> None:
    fig, ax = plt.subplots(figsize=(3.3, 2.2), constrained_layout=True)
    for region, g in sst.groupby("region"):
        ax.plot(g["date"], g["sst_anomaly"], lw=0.7, label=region)
    ax.axhline(1.0, color="0.5", ls=":", lw=0.6)
    ax.set_ylabel("SST anomaly (\u00b0C)")
    ax.legend(frameon=False, fontsize=6)
    fig.savefig(out / "fig2_sst_anomaly.pdf")


def fig3_dhw_bleaching(surveys: pd.DataFrame, out: Path) -> None:
    fig, ax = plt.subplots(figsize=(3.3, 2.4), constrained_layout=True)
    turbid = surveys["turbidity_class"] == "high"
    ax.scatter(surveys.loc[~turbid, "dhw"], surveys.loc[~turbid, "bleached_pct"], s=6, c="#1b9e77", label="clear")
    ax.scatter(surveys.loc[turbid, "dhw"], surveys.loc[turbid, "bleached_pct"], s=6, c="#d95f02", label="turbid")
    ax.set_xlabel("Degree heating weeks (\u00b0C-weeks)")
    ax.set_ylabel("Colonies bleached (%)")
    ax.legend(frameon=False)
    fig.savefig(out / "fig3_dhw_bleaching.pdf")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path("data"))
    ap.add_argument("--out", type=Path, default=Path("figures"))
    args = ap.parse_args()
    args.out.mkdir(exist_ok=True)
    sst = pd.read_csv(args.data / "sst_dhw.csv", parse_dates=["date"])
    surveys = pd.read_csv(args.data / "surveys.csv")
    fig2_anomaly(sst, args.out)
    fig3_dhw_bleaching(surveys, args.out)


if __name__ == "__main__":
    main()
