"""Lennard-Jones forces with a cell-free O(N^2) loop over atom blocks (fine up to ~10^4 atoms)."""
from __future__ import annotations

import numpy as np

from md.config import RunConfig


def lj_forces(pos: np.ndarray, cfg: RunConfig, block: int = 512) -> tuple[np.ndarray, float]:
    """Forces in eV/A and potential energy in eV, minimum image, truncated and shifted."""
    n = pos.shape[0]
    box = cfg.box_A
    rc = cfg.cutoff_sigma * cfg.sigma_A
    s6 = cfg.sigma_A ** 6
    e_shift = 4 * cfg.epsilon_eV * (s6**2 / rc**12 - s6 / rc**6)
    forces = np.zeros_like(pos)
    energy = 0.0
    for start in range(0, n, block):
        d = pos[start:start + block, None, :] - pos[None, :, :]
        d -= box * np.rint(d / box)
        r2 = np.sum(d * d, axis=-1)
        idx = np.arange(start, min(start + block, n))
        r2[idx - start, idx] = np.inf
        mask = r2 < rc * rc
        inv6 = np.where(mask, s6 / r2**3, 0.0)
        energy += 0.5 * np.sum(np.where(mask, 4 * cfg.epsilon_eV * (inv6**2 - inv6) - e_shift, 0.0))
        fmag = np.where(mask, 24 * cfg.epsilon_eV * (2 * inv6**2 - inv6) / r2, 0.0)
        forces[start:start + block] = np.sum(fmag[..., None] * d, axis=1)
    return forces, float(energy)
