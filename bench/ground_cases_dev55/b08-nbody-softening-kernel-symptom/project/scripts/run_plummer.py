"""Energy conservation of a Plummer sphere over 10 crossing times (Fig. 2 of the course paper)."""
import argparse

import matplotlib.pyplot as plt
import numpy as np

from nbody import leapfrog, plummer
from nbody._ffi import check_build

ap = argparse.ArgumentParser()
ap.add_argument("--n", type=int, default=1000)
ap.add_argument("--dt", type=float, default=1e-3)
ap.add_argument("--eps", type=float, default=0.01)
ap.add_argument("--t-end", type=float, default=20.0)   # crossing time is 2*sqrt(2) ~ 2.83 in Henon units
ap.add_argument("--seed", type=int, default=0)
args = ap.parse_args()

check_build()
pos, vel, mass = plummer(args.n, seed=args.seed)
t, E, amax = leapfrog(pos, vel, mass, args.eps, args.dt, int(round(args.t_end / args.dt)))
rel = (E - E[0]) / abs(E[0])
print(f"E0 = {E[0]:.6f}, max |dE/E| = {np.max(np.abs(rel)):.2e}, final dE/E = {rel[-1]:.2e}")
worst = np.argmax(np.abs(np.diff(rel))) + 1
print(f"largest jump at t = {t[worst]:.3f}: dE/E {rel[worst-1]:.2e} -> {rel[worst]:.2e}, max|a| = {amax[worst]:.3g}")

fig, ax = plt.subplots(figsize=(3.4, 2.4))
ax.semilogy(t[1:], np.abs(rel[1:]), lw=0.8)
ax.set_xlabel("t (Henon units)")
ax.set_ylabel(r"$|E - E_0|/|E_0|$")
fig.savefig(f"figures/energy_N{args.n}.pdf", bbox_inches="tight")
