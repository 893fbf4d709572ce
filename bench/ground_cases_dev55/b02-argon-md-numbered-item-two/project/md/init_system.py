"""Initial positions on an fcc lattice and Maxwell-Boltzmann velocities."""
from __future__ import annotations

import numpy as np

from md.config import AMU_TO_EV_PS2_PER_A2, AR_MASS_AMU, KB_EV, RunConfig


def fcc_positions(cfg: RunConfig) -> np.ndarray:
    a = cfg.box_A / cfg.n_cells
    basis = np.array([[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]])
    cells = np.array([[i, j, k] for i in range(cfg.n_cells)
                      for j in range(cfg.n_cells) for k in range(cfg.n_cells)])
    pos = (cells[:, None, :] + basis[None, :, :]).reshape(-1, 3) * a
    return pos


def initial_velocities(cfg: RunConfig) -> np.ndarray:
    """Velocities in A/ps drawn at cfg.temperature_K, zero total momentum.

    Seeded from cfg.seed so that a run is reproducible from its YAML file."""
    rng = np.random.default_rng(cfg.seed)
    m = AR_MASS_AMU * AMU_TO_EV_PS2_PER_A2
    sigma_v = np.sqrt(KB_EV * cfg.temperature_K / m)
    v = rng.normal(0.0, sigma_v, size=(cfg.n_atoms, 3))
    v -= v.mean(axis=0)
    t_now = m * np.sum(v**2) / (3 * (cfg.n_atoms - 1) * KB_EV)
    v *= np.sqrt(cfg.temperature_K / t_now)
    return v


def build(cfg: RunConfig) -> tuple[np.ndarray, np.ndarray]:
    return fcc_positions(cfg), initial_velocities(cfg)
