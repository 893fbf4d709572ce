"""Mean squared displacement and the self-diffusion coefficient from traj.npy."""
from __future__ import annotations

import sys
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from md import config


def unwrap(traj: np.ndarray, box: float) -> np.ndarray:
    steps = np.diff(traj, axis=0)
    steps -= box * np.rint(steps / box)
    return np.concatenate([traj[:1], traj[0] + np.cumsum(steps, axis=0)])


def msd(traj: np.ndarray, box: float, max_lag: int) -> np.ndarray:
    x = unwrap(traj, box)
    return np.array([np.mean(np.sum((x[lag:] - x[:-lag]) ** 2, axis=-1)) if lag else 0.0
                     for lag in range(max_lag)])


def main(cfg_path: str) -> None:
    cfg = config.load(cfg_path)
    traj = np.load(cfg.out_dir / "traj.npy", mmap_mode="r")[:, :, :]
    dt_frame_ps = cfg.dt_fs * 1e-3 * cfg.dump_every
    m = msd(np.asarray(traj), cfg.box_A, max_lag=400)
    t = np.arange(m.size) * dt_frame_ps
    fit = slice(100, 400)
    slope = np.polyfit(t[fit], m[fit], 1)[0]
    D = slope / 6.0 * 1e-4  # A^2/ps -> cm^2/s
    print(f"D = {D:.3e} cm^2/s")
    fig, ax = plt.subplots(figsize=(3.4, 2.6))
    ax.loglog(t[1:], m[1:])
    ax.loglog(t[1:20], m[1] * (t[1:20] / t[1]) ** 2, "k:", lw=0.8, label=r"$\propto t^2$")
    ax.loglog(t[fit], 6 * slope / 6.0 * t[fit], "k--", lw=0.8, label=r"$\propto t$")
    ax.legend(frameon=False, fontsize=7)
    ax.set_xlabel("t (ps)")
    ax.set_ylabel(r"MSD ($\AA^2$)")
    fig.savefig(Path("results") / "msd_85K.pdf", bbox_inches="tight")


if __name__ == "__main__":
    main(sys.argv[1])
