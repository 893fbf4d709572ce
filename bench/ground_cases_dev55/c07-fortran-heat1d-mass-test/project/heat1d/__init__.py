"""1-D diffusion with Fortran kernels."""
from heat1d.solver import DIRICHLET, NEUMANN, Grid, gaussian, run, total_mass

__all__ = ["DIRICHLET", "NEUMANN", "Grid", "gaussian", "run", "total_mass"]
