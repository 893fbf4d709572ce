"""Velocity Verlet with a Berendsen thermostat."""
from __future__ import annotations

import numpy as np

from md.config import AMU_TO_EV_PS2_PER_A2, AR_MASS_AMU, KB_EV, RunConfig
from md.forces import lj_forces

MASS = AR_MASS_AMU * AMU_TO_EV_PS2_PER_A2


def kinetic_temperature(v: np.ndarray) -> float:
    n = v.shape[0]
    return float(MASS * np.sum(v**2) / (3 * (n - 1) * KB_EV))


def berendsen_scale(t_now: float, t_target: float, dt_fs: float, tau_T_ps: float) -> float:
    """Velocity scaling factor lambda of the Berendsen weak-coupling thermostat."""
    lam2 = 1.0 + (dt_fs / tau_T_ps) * (t_target / t_now - 1.0)
    return float(np.sqrt(np.clip(lam2, 0.64, 1.44)))


def run(pos, vel, cfg: RunConfig, n_steps: int, dump=None):
    """Advance n_steps; dump(step, pos, vel, epot) is called every cfg.dump_every steps."""
    dt = cfg.dt_fs * 1e-3  # ps
    f, epot = lj_forces(pos, cfg)
    for step in range(1, n_steps + 1):
        vel += 0.5 * dt * f / MASS
        pos += dt * vel
        pos %= cfg.box_A
        f, epot = lj_forces(pos, cfg)
        vel += 0.5 * dt * f / MASS
        vel *= berendsen_scale(kinetic_temperature(vel), cfg.temperature_K, cfg.dt_fs, cfg.tau_T_ps)
        if dump is not None and step % cfg.dump_every == 0:
            dump(step, pos, vel, epot)
    return pos, vel
