import numpy as np

from nbody import leapfrog, plummer
from nbody._ffi import accelerations


def test_newton_third_law():
    pos, _, mass = plummer(200, seed=1)
    acc = accelerations(pos, mass, 0.01)
    assert np.allclose((mass[:, None] * acc).sum(axis=0), 0.0, atol=1e-10)


def test_two_body_circular_orbit():
    pos = np.array([[-0.5, 0, 0], [0.5, 0, 0]], dtype=float)
    mass = np.array([0.5, 0.5])
    v = np.sqrt(0.5 * 1.0 / 1.0) / 2 * np.sqrt(2)
    vel = np.array([[0, -v, 0], [0, v, 0]], dtype=float)
    t, E, _ = leapfrog(pos, vel, mass, 0.0, 1e-3, 5000)
    assert abs(E[-1] - E[0]) / abs(E[0]) < 1e-4
