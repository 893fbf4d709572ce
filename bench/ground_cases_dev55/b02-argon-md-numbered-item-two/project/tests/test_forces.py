import numpy as np

from md.config import RunConfig
from md.forces import lj_forces
from pathlib import Path


def small_cfg(**kw):
    base = dict(n_cells=2, density_g_cm3=1.374, temperature_K=85.0, dt_fs=2.0, tau_T_ps=0.5,
                n_equil=0, n_prod=0, dump_every=1, seed=1, epsilon_eV=0.0103, sigma_A=3.405,
                cutoff_sigma=2.5, out_dir=Path("/tmp"))
    base.update(kw)
    return RunConfig(**base)


def test_newton_third_law():
    cfg = small_cfg()
    rng = np.random.default_rng(0)
    pos = rng.uniform(0, cfg.box_A, size=(cfg.n_atoms, 3))
    f, _ = lj_forces(pos, cfg, block=7)
    assert np.allclose(f.sum(axis=0), 0.0, atol=1e-9)


def test_block_size_does_not_matter():
    cfg = small_cfg()
    rng = np.random.default_rng(1)
    pos = rng.uniform(0, cfg.box_A, size=(cfg.n_atoms, 3))
    f1, e1 = lj_forces(pos, cfg, block=5)
    f2, e2 = lj_forces(pos, cfg, block=1000)
    assert np.allclose(f1, f2) and np.isclose(e1, e2)
