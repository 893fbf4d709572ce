"""Plummer-sphere initial conditions in Henon units (G = M = 1, E = -1/4)."""
from __future__ import annotations

import numpy as np


def plummer(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    mass = np.full(n, 1.0 / n)
    # radii from the inverted cumulative mass profile
    m = rng.uniform(0.0, 1.0, n)
    r = 1.0 / np.sqrt(m ** (-2.0 / 3.0) - 1.0)
    pos = r[:, None] * _isotropic(rng, n)
    # speeds by von Neumann rejection on g(q) = q^2 (1 - q^2)^(7/2)
    q = np.empty(n)
    filled = 0
    while filled < n:
        x = rng.uniform(0.0, 1.0, n)
        y = rng.uniform(0.0, 0.1, n)
        ok = x[y < x**2 * (1.0 - x**2) ** 3.5]
        take = min(ok.size, n - filled)
        q[filled:filled + take] = ok[:take]
        filled += take
    v = q * np.sqrt(2.0) * (1.0 + r**2) ** (-0.25)
    vel = v[:, None] * _isotropic(rng, n)
    # Henon units: scale lengths by 3 pi / 16 and velocities by its inverse square root
    scale = 3.0 * np.pi / 16.0
    pos *= scale
    vel /= np.sqrt(scale)
    pos -= np.average(pos, axis=0, weights=mass)
    vel -= np.average(vel, axis=0, weights=mass)
    return pos, vel, mass


def _isotropic(rng: np.random.Generator, n: int) -> np.ndarray:
    cos_t = rng.uniform(-1.0, 1.0, n)
    phi = rng.uniform(0.0, 2.0 * np.pi, n)
    sin_t = np.sqrt(1.0 - cos_t**2)
    return np.column_stack([sin_t * np.cos(phi), sin_t * np.sin(phi), cos_t])
