import numpy as np

from analysis.dff import compute_dff, neuropil_correct, trial_average

CFG = {"fs_hz": 30.0, "neuropil_coef": 0.7, "baseline_s": 2.0, "baseline_percentile": 8}


def test_neuropil_correct_clips_at_one():
    F = np.array([[10.0, 2.0]])
    Fneu = np.array([[5.0, 5.0]])
    assert neuropil_correct(F, Fneu).tolist() == [[6.5, 1.0]]


def test_flat_trace_has_zero_dff():
    F = np.full((2, 600), 100.0)
    dff = compute_dff(F, np.zeros_like(F), CFG)
    assert np.allclose(dff, 0.0)


def test_transient_returns_to_baseline():
    rng = np.random.default_rng(0)
    F = 100 + rng.normal(0, 1, (1, 900))
    F[0, 300:330] += 80          # a 1 s transient
    dff = compute_dff(F, np.zeros_like(F), CFG)
    assert abs(np.median(dff[0, 400:600])) < 0.02


def test_trial_average_shape():
    dff = np.zeros((3, 100))
    assert trial_average(dff, np.array([20, 50]), pre=5, post=10).shape == (3, 15)
