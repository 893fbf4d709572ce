"""Plummer-sphere N-body experiments for the dynamics course paper."""
from nbody.integrate import leapfrog, total_energy
from nbody.ic import plummer

__all__ = ["leapfrog", "total_energy", "plummer"]
