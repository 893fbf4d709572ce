"""Build every figure panel of the paper from the suite2p outputs."""
from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pandas as pd

from analysis import load_config
from analysis.dff import compute_dff
from analysis.plots import new_figure, plot_summary, plot_traces, plot_tuning
from analysis.stats import compare_conditions, summarize


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("figures"))
    args = ap.parse_args()
    cfg = load_config()
    args.out.mkdir(exist_ok=True)

    F = np.load(args.data / "F.npy")
    Fneu = np.load(args.data / "Fneu.npy")
    dff = compute_dff(F, Fneu, cfg)
    onsets = np.load(args.data / "stim_onsets.npy")

    fig = new_figure(height=2.5)
    plot_traces(fig.add_subplot(), dff, cfg["fs_hz"], cells=[3, 17, 42, 58], onsets=onsets)
    fig.savefig(args.out / "fig2_traces.pdf")

    cells = pd.read_csv(args.data / "cells.csv")
    fig = new_figure(height=2.2)
    plot_summary(fig.add_subplot(), summarize(cells, "event_rate", ["genotype", "state"]), "Events / min")
    fig.savefig(args.out / "fig4_summary.pdf")

    print(compare_conditions(cells, "event_rate"))


if __name__ == "__main__":
    main()
