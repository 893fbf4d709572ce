import numpy as np
import pytest

from heat1d.solver import DIRICHLET, NEUMANN, Grid, gaussian, run


def test_dirichlet_ends_fixed():
    grid = Grid(n=51)
    u0 = gaussian(grid)
    u0[0], u0[-1] = 0.25, 0.75
    u = run(u0, grid, D=1.0, t_end=0.01, bc=DIRICHLET)
    assert (u[0], u[-1]) == (0.25, 0.75)


def test_ftcs_matches_cn_small_dt():
    grid = Grid(n=81)
    u0 = gaussian(grid, x0=0.5)
    a = run(u0, grid, D=0.5, t_end=0.02, scheme="ftcs", dt=1e-5)
    b = run(u0, grid, D=0.5, t_end=0.02, scheme="cn", dt=1e-5)
    assert np.max(np.abs(a - b)) < 1e-3


def test_every_interior_point_updates():
    grid = Grid(n=11)
    u0 = np.linspace(0.0, 1.0, 11) ** 2
    u = run(u0, grid, D=1.0, t_end=0.01, bc=DIRICHLET)
    assert np.all(u[1:-1] != u0[1:-1])


def test_unstable_r_raises():
    grid = Grid(n=51)
    with pytest.raises(ValueError, match="unstable"):
        run(gaussian(grid), grid, D=1.0, t_end=0.01, dt=1e-3, scheme="ftcs")


def test_symmetric_pulse_stays_centred():
    grid = Grid(n=101)
    u = run(gaussian(grid, x0=0.5), grid, D=1.0, t_end=0.01, bc=NEUMANN)
    assert np.allclose(u, u[::-1], atol=1e-12)
