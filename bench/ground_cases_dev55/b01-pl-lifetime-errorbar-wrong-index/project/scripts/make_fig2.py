"""Fig. 2: (a) normalised decays at three temperatures, (b) lifetime vs temperature."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from tcspc.fit import fit_all
from tcspc.io import ROOT, load_config, load_irf, merge_runs

plt.style.use(ROOT / "paper" / "figures.mplstyle")


def main() -> None:
    cfg = load_config()
    irf = load_irf(cfg)
    results = fit_all(cfg, irf)
    df = pd.DataFrame([{"T": T, "tau": r.tau_ns, "tau_err": r.tau_err, "chi2": r.chi2_red}
                       for T, r in results])
    print(df.to_string(index=False, float_format=lambda v: f"{v:.4f}"))

    fig, (ax_a, ax_b) = plt.subplots(1, 2)
    for T in cfg["fig2a_temperatures"]:
        t_ns, counts = merge_runs(cfg["temperatures"][T], cfg)
        t_ps = t_ns * 1e3
        ax_a.semilogy(t_ps, counts / counts.max(), label=f"{T} K")
    ax_a.set_xlabel("Time (ps)")
    ax_a.set_ylabel("Norm. PL intensity")
    ax_a.set_xlim(0, 5000)
    ax_a.legend(frameon=False)

    ax_b.errorbar(df["T"], df["tau"], yerr=df["tau_err"], fmt="o", ms=4, capsize=2)
    ax_b.set_xlabel("Temperature (K)")
    ax_b.set_ylabel(r"$\tau$ (ns)")
    ax_b.set_xlim(0, 310)

    for ax, tag in ((ax_a, "(a)"), (ax_b, "(b)")):
        ax.text(0.03, 0.93, tag, transform=ax.transAxes)
    fig.savefig(ROOT / "figures" / "fig2.pdf")
    print("saved figures/fig2.pdf")


if __name__ == "__main__":
    main()
