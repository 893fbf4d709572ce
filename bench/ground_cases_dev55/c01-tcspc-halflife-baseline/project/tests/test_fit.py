import numpy as np
import pytest

from decay.fit import fit_decay, single_exp, summarize


def synthetic(k=0.5, a=5000.0, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(0, 20, 0.016)
    y = rng.poisson(single_exp(t, a, k)).astype(float)
    return t, y


def test_recovers_rate():
    t, y = synthetic(k=0.5)
    fit = fit_decay(t, y)
    assert fit.k == pytest.approx(0.5, rel=0.02)


def test_half_life_is_ln2_over_k():
    t, y = synthetic(k=0.5)
    fit = fit_decay(t, y)
    assert fit.t_half == pytest.approx(np.log(2) / fit.k)
    assert fit.t_half == pytest.approx(1.386, rel=0.02)


def test_reduced_chi2_near_one():
    t, y = synthetic(k=1.2, seed=3)
    assert 0.8 < fit_decay(t, y).chi2_red < 1.2


def test_zero_counts_dropped():
    t, y = synthetic(k=2.0, a=50.0, seed=1)
    fit = fit_decay(t, y)
    assert np.isfinite(fit.k)


def test_summarize_single_repeat_has_nan_sem():
    t, y = synthetic()
    s = summarize([fit_decay(t, y)])
    assert s["n"] == 1 and np.isnan(s["tau_sem"])
