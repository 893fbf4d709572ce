"""Python side of the 1-D diffusion solver: grid, initial conditions, time loop."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from heat1d import _diffuse  # built by `make` (numpy.f2py)

DIRICHLET, NEUMANN = 0, 1


@dataclass
class Grid:
    n: int = 101
    length: float = 1.0

    @property
    def dx(self) -> float:
        return self.length / (self.n - 1)

    @property
    def x(self) -> np.ndarray:
        return np.linspace(0.0, self.length, self.n)


def total_mass(u: np.ndarray, grid: Grid) -> float:
    """Integral of u over the domain."""
    return float(u.sum() * grid.dx)


def gaussian(grid: Grid, x0: float = 0.3, width: float = 0.05) -> np.ndarray:
    """A Gaussian pulse normalised to unit mass."""
    u = np.exp(-0.5 * ((grid.x - x0) / width) ** 2)
    return u / total_mass(u, grid)


def stable_dt(grid: Grid, D: float, safety: float = 0.9) -> float:
    """Largest FTCS time step (r = 1/2) times a safety factor."""
    return safety * 0.5 * grid.dx**2 / D


def run(u0, grid: Grid, D: float, t_end: float, dt: float | None = None, scheme: str = "ftcs",
        bc: int = NEUMANN, every: int | None = None):
    """Integrate to t_end; with `every`, also return a snapshot every `every` steps."""
    dt = stable_dt(grid, D) if dt is None else dt
    r = D * dt / grid.dx**2
    if scheme == "ftcs" and r > 0.5:
        raise ValueError(f"FTCS unstable: r = {r:.3f} > 0.5")
    step = {"ftcs": _diffuse.ftcs_step, "cn": _diffuse.cn_step}[scheme]
    u = np.asarray(u0, dtype=float).copy()
    snaps = []
    for k in range(int(round(t_end / dt))):
        u = step(u, r, bc)
        if every and (k + 1) % every == 0:
            snaps.append(u.copy())
    return (u, snaps) if every else u
