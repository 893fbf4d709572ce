import numpy as np

from sim.contacts import build_contacts, mean_degree_of
from sim.model import I, R, S, step


def test_mean_degree_close_to_target():
    nbrs = build_contacts(3000, 10, 0.1, rng=np.random.default_rng(1))
    assert abs(mean_degree_of(nbrs) - 10) < 0.6


def test_no_self_loops():
    nbrs = build_contacts(500, 8, 0.3, rng=np.random.default_rng(2))
    assert all(i not in set(a.tolist()) for i, a in enumerate(nbrs))


def test_step_never_reinfects_recovered():
    rng = np.random.default_rng(3)
    nbrs = build_contacts(200, 6, 0.1, rng=rng)
    state = np.full(200, R, dtype=np.int8)
    state[:5] = I
    new = step(state, nbrs, beta=1.0, gamma=0.0, rng=rng)
    assert (new[5:] == R).all()


def test_everyone_recovers_with_gamma_one():
    rng = np.random.default_rng(4)
    nbrs = build_contacts(100, 4, 0.0, rng=rng)
    state = np.full(100, S, dtype=np.int8)
    state[:10] = I
    new = step(state, nbrs, beta=0.0, gamma=1.0, rng=rng)
    assert (new[:10] == R).all()
