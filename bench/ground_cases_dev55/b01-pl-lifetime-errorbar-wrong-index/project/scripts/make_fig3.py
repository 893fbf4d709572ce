"""Fig. 3: distribution of single-particle lifetimes at 295 K."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from tcspc.io import ROOT

plt.style.use(ROOT / "paper" / "figures.mplstyle")


def main() -> None:
    df = pd.read_csv(ROOT / "data" / "single_particle_295K.csv")
    taus = df["tau_ns"].to_numpy()
    taus = taus[np.isfinite(taus)]
    bins = np.arange(0, 12.5, 0.5)

    fig, ax = plt.subplots()
    ax.hist(taus, bins=bins, color="0.4", edgecolor="white")
    ax.axvline(np.median(taus), color="C3", ls="--", lw=1)
    ax.set_xlabel(r"$\tau$ (ns)")
    ax.set_yscale("log")
    ax.set_ylim(0.8, None)
    ax.set_ylabel("Count")
    ax.text(0.97, 0.93, f"N = {taus.size}", transform=ax.transAxes, ha="right")
    fig.savefig(ROOT / "figures" / "fig3.pdf")
    print(f"saved figures/fig3.pdf (N={taus.size}, median={np.median(taus):.2f} ns)")


if __name__ == "__main__":
    main()
