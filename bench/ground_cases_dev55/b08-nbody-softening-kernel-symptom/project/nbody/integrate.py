"""Time integration with a fixed step."""
from __future__ import annotations

import numpy as np

from nbody import _ffi


def total_energy(pos, vel, mass, eps) -> float:
    kin = 0.5 * np.sum(mass[:, None] * vel**2)
    return kin + _ffi.potential_energy(pos, mass, eps)


def leapfrog(pos, vel, mass, eps, dt, n_steps, every=10):
    """Advance n_steps of size dt; return times, energies and the max |a| seen per record."""
    pos, vel = pos.copy(), vel.copy()
    times, energies, amax = [0.0], [total_energy(pos, vel, mass, eps)], [0.0]
    acc = _ffi.accelerations(pos, mass, eps)
    peak = 0.0
    for step in range(1, n_steps + 1):
        vel += 0.5 * dt * acc          # kick
        pos += dt * vel                # drift
        acc = _ffi.accelerations(pos, mass, eps)
        vel += 0.5 * dt * acc          # kick
        peak = max(peak, float(np.max(np.linalg.norm(acc, axis=1))))
        if step % every == 0:
            times.append(step * dt)
            energies.append(total_energy(pos, vel, mass, eps))
            amax.append(peak)
            peak = 0.0
    return np.array(times), np.array(energies), np.array(amax)
