"""Discrete-time stochastic SIR on a contact network (one step = one day)."""
from __future__ import annotations

import numpy as np

from sim.contacts import build_contacts

S, I, R = 0, 1, 2


def step(state: np.ndarray, nbrs: list[np.ndarray], beta: float, gamma: float,
         rng: np.random.Generator, contact_scale: float = 1.0) -> np.ndarray:
    """One day: each infectious node infects each susceptible neighbour w.p. beta, recovers w.p. gamma."""
    new = state.copy()
    infectious = np.flatnonzero(state == I)
    p = beta * contact_scale
    for i in infectious:
        nb = nbrs[i]
        sus = nb[state[nb] == S]
        hit = sus[rng.random(sus.size) < p]
        new[hit] = I
    recover = infectious[rng.random(infectious.size) < gamma]
    new[recover] = R
    return new


def run_simulation(cfg: dict, seed: int) -> dict[str, np.ndarray]:
    """Daily S/I/R counts of one replicate."""
    rng = np.random.default_rng(seed)
    nbrs = build_contacts(cfg["n"], cfg["mean_degree"], cfg["p_triangle"], rng=rng)
    state = np.zeros(cfg["n"], dtype=np.int8)
    state[rng.choice(cfg["n"], cfg["initial_infected"], replace=False)] = I
    counts = np.zeros((cfg["days"] + 1, 3), dtype=np.int64)
    counts[0] = np.bincount(state, minlength=3)
    closure = cfg.get("school_closure_day")
    for day in range(1, cfg["days"] + 1):
        scale = 0.6 if closure is not None and day >= closure else 1.0
        state = step(state, nbrs, cfg["beta"], cfg["gamma"], rng, scale)
        counts[day] = np.bincount(state, minlength=3)
    return {"S": counts[:, S], "I": counts[:, I], "R": counts[:, R]}
