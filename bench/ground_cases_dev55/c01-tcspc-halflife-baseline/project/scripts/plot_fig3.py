"""Figure 3: normalised fluorescence decays of samples A-C with single-exponential fits."""
from __future__ import annotations

import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from decay.fit import fit_decay, single_exp  # noqa: E402
from decay.io import load_config, load_sample  # noqa: E402


def main() -> None:
    cfg = load_config()
    fig, ax = plt.subplots(figsize=(3.3, 2.5))  # ACS single column: 3.25 in (8.25 cm)
    for name in cfg["samples"]:
        t, y = load_sample(name, cfg)[0]
        fit = fit_decay(t, y)
        norm = y / fit.amplitude
        color = cfg["colors"][name]
        ax.plot(t, norm, ".", ms=2, color=color, alpha=0.5, label=f"{name} data")
        ax.plot(t, single_exp(t, 1.0, fit.k), "-", lw=1.2, color=color,
                label=f"{name} fit, $t_{{1/2}}$ = {fit.t_half:.2f} ns")
    ax.axhline(0.5, color="0.6", lw=0.6, ls="--")  # half-maximum guide
    ax.set_xlabel("time after peak (ns)")
    ax.set_ylabel("normalised counts")
    ax.set_yscale("log")
    ax.set_ylim(1e-3, 1.5)
    ax.set_xlim(0, cfg["fit_stop_ns"])
    ax.legend(frameon=False, fontsize=8)
    fig.tight_layout()
    out = Path("out")
    out.mkdir(exist_ok=True)
    fig.savefig(out / "fig3.pdf")
    fig.savefig(out / "fig3.png", dpi=600)


if __name__ == "__main__":
    main()
