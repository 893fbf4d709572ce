import numpy as np
import pytest

from tcspc.fit import fit_decay


def synthetic(tau=2.5, n=1024, width_ns=0.016, amp=5e4, bg=20.0, seed=1):
    rng = np.random.default_rng(seed)
    t = np.arange(n) * width_ns
    irf = np.exp(-0.5 * ((t - 1.0) / 0.05) ** 2)
    irf /= irf.sum()
    clean = bg + amp * np.convolve(irf, np.exp(-t / tau))[:n]
    return t, rng.poisson(clean).astype(float), irf


def test_recovers_tau():
    t, counts, irf = synthetic(tau=2.5)
    r = fit_decay(t, counts, irf)
    assert r.tau_ns == pytest.approx(2.5, rel=0.02)


def test_chi2_near_one():
    t, counts, irf = synthetic(tau=4.0)
    r = fit_decay(t, counts, irf)
    assert 0.8 < r.chi2_red < 1.2


def test_short_lifetime():
    t, counts, irf = synthetic(tau=0.4)
    r = fit_decay(t, counts, irf, tau0=1.0)
    assert r.tau_ns == pytest.approx(0.4, rel=0.05)
