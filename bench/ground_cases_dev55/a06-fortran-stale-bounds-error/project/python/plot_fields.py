"""Plot tracer snapshots written by sw1d (out/state_NNNN.dat: x, h, q)."""
from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np


def load(path: Path) -> tuple[np.ndarray, np.ndarray]:
    data = np.loadtxt(path)
    return data[:, 0], data[:, 2]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir", type=Path, nargs="?", default=Path("out"))
    ap.add_argument("--save", type=Path)
    args = ap.parse_args()
    files = sorted(args.outdir.glob("state_*.dat"))
    if not files:
        raise SystemExit(f"no snapshots in {args.outdir}")
    fig, ax = plt.subplots(figsize=(3.5, 2.4), constrained_layout=True)
    for f in files[:: max(len(files) // 5, 1)]:
        x, q = load(f)
        ax.plot(x, q, lw=0.8, label=f.stem.split("_")[1])
    ax.set_xlabel("x")
    ax.set_ylabel("q")
    ax.legend(frameon=False, fontsize=6, title="step")
    if args.save:
        fig.savefig(args.save, dpi=300)
    else:
        plt.show()


if __name__ == "__main__":
    main()
