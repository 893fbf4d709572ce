"""Radial distribution function g(r) from traj.npy."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from md import config


def rdf(traj: np.ndarray, box: float, r_max: float, n_bins: int = 200) -> tuple[np.ndarray, np.ndarray]:
    n_frames, n_atoms, _ = traj.shape
    iu = np.triu_indices(n_atoms, k=1)
    edges = np.linspace(0.0, r_max, n_bins + 1)
    hist = np.zeros(n_bins, dtype=np.int64)
    for frame in traj:  # one frame at a time: the all-frames distance array does not fit in memory
        d = frame[iu[0]] - frame[iu[1]]
        d -= box * np.rint(d / box)
        r = np.sqrt(np.sum(d * d, axis=-1))
        hist += np.histogram(r, bins=edges)[0]
    centres = 0.5 * (edges[1:] + edges[:-1])
    shell = 4.0 / 3.0 * np.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    rho = n_atoms / box**3
    g = hist / (n_frames * 0.5 * n_atoms * rho * shell)
    return centres, g


def main(cfg_path: str) -> None:
    cfg = config.load(cfg_path)
    traj = np.load(cfg.out_dir / "traj.npy", mmap_mode="r")
    r, g = rdf(traj, cfg.box_A, r_max=0.5 * cfg.box_A)
    np.savetxt(Path("results") / "rdf_85K.dat", np.column_stack([r, g]), header="r_A g")
    peak = np.argmax(g)
    print(f"first peak g = {g[peak]:.3f} at r = {r[peak]:.3f} A")


if __name__ == "__main__":
    main(sys.argv[1])
