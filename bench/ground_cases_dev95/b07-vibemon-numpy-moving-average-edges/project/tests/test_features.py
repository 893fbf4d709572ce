import numpy as np

from vibemon.features import crest_factor, kurtosis, peak_to_peak, rms, rms_windows


def test_rms_of_sine():
    t = np.linspace(0, 1, 10_000, endpoint=False)
    assert abs(rms(np.sin(2 * np.pi * 50 * t)) - 1 / np.sqrt(2)) < 1e-3


def test_peak_to_peak():
    assert peak_to_peak(np.array([-2.0, 0.5, 3.0])) == 5.0


def test_crest_factor_of_zeros():
    assert crest_factor(np.zeros(10)) == 0.0


def test_rms_windows_of_sine_is_flat():
    fs = 1000.0
    t = np.arange(0, 2, 1 / fs)
    centres, values = rms_windows(np.sin(2 * np.pi * 50 * t), fs, window_s=0.2)
    assert len(values) == 19
    assert centres[0] == 0.1
    assert np.allclose(values, 1 / np.sqrt(2), atol=1e-3)


def test_kurtosis_of_gaussian_is_small():
    rng = np.random.default_rng(1)
    assert abs(kurtosis(rng.normal(size=200_000))) < 0.05
