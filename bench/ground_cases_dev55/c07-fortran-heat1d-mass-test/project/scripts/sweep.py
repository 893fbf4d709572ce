"""Parameter sweep for Sect. 3: D_eff for a range of D and grid sizes."""
from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from heat1d.analysis import effective_diffusivity  # noqa: E402
from heat1d.solver import NEUMANN, Grid, gaussian, run, stable_dt  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--D", type=float, default=1.0)
    ap.add_argument("--n", type=int, default=201)
    ap.add_argument("--scheme", choices=["ftcs", "cn"], default="cn")
    ap.add_argument("--t-end", type=float, default=0.01)
    ap.add_argument("--out", default="out/sweep.csv")
    a = ap.parse_args()
    grid = Grid(n=a.n)
    dt = stable_dt(grid, a.D)
    every = 10
    _, snaps = run(gaussian(grid, x0=0.5), grid, a.D, a.t_end, dt=dt, scheme=a.scheme, bc=NEUMANN, every=every)
    d_eff = effective_diffusivity(snaps, grid, every * dt)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    new = not Path(a.out).exists()
    with open(a.out, "a", newline="") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["D", "n", "scheme", "D_eff"])
        w.writerow([a.D, a.n, a.scheme, f"{d_eff:.6g}"])
    print(f"D={a.D} n={a.n} {a.scheme}: D_eff={d_eff:.6g}")


if __name__ == "__main__":
    main()
