"""Conservation properties of both schemes.

With zero-flux (Neumann) ends the total mass must not change; with zero Dirichlet
ends mass leaves through the boundaries.
"""
import numpy as np
import pytest

from heat1d.solver import DIRICHLET, NEUMANN, Grid, gaussian, run, total_mass


@pytest.mark.parametrize("scheme", ["ftcs", "cn"])
def test_mass_conservation_neumann(scheme):
    grid = Grid(n=101)
    u0 = gaussian(grid)
    u = run(u0, grid, D=1.0, t_end=0.5, dt=2e-5, scheme=scheme, bc=NEUMANN)
    assert total_mass(u, grid) == pytest.approx(total_mass(u0, grid), rel=1e-10)


def test_mass_decreases_with_zero_dirichlet():
    grid = Grid(n=101)
    u0 = gaussian(grid)
    u0[0] = u0[-1] = 0.0
    u = run(u0, grid, D=1.0, t_end=0.05, bc=DIRICHLET)
    assert total_mass(u, grid) < total_mass(u0, grid)


def test_mass_stays_nonnegative():
    grid = Grid(n=101)
    u = run(gaussian(grid), grid, D=1.0, t_end=0.05, scheme="cn", dt=1e-3)
    assert np.all(u > -1e-12)
