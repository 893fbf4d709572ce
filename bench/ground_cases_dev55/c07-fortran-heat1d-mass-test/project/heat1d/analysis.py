"""Moments of a concentration profile and the effective diffusivity from them."""
from __future__ import annotations

import numpy as np

from heat1d.solver import Grid


def moments(u: np.ndarray, grid: Grid) -> tuple[float, float, float]:
    """Mass, centre of mass and variance of the profile (trapezoidal rule)."""
    x = grid.x
    m0 = np.trapz(u, x)
    m1 = np.trapz(x * u, x) / m0
    var = np.trapz((x - m1) ** 2 * u, x) / m0
    return float(m0), float(m1), float(var)


def effective_diffusivity(snaps: list[np.ndarray], grid: Grid, dt_snap: float) -> float:
    """D_eff from the growth of the variance, var(t) = var0 + 2 D t (free-space regime)."""
    var = np.array([moments(u, grid)[2] for u in snaps])
    t = dt_snap * np.arange(1, len(snaps) + 1)
    slope, _ = np.polyfit(t, var, 1)
    return float(slope / 2)


def boundary_flux(u: np.ndarray, grid: Grid, D: float) -> tuple[float, float]:
    """Diffusive flux -D du/dx at both ends (one-sided second-order differences)."""
    dx = grid.dx
    left = -D * (-3 * u[0] + 4 * u[1] - u[2]) / (2 * dx)
    right = -D * (3 * u[-1] - 4 * u[-2] + u[-3]) / (2 * dx)
    return float(left), float(right)
