import numpy as np
import pytest

from vibemon.filters import bandpass, moving_average, seconds_to_samples


def test_moving_average_keeps_length():
    x = np.arange(100, dtype=float)
    assert moving_average(x, 5).shape == x.shape


def test_moving_average_of_constant_in_the_middle():
    x = np.full(50, 3.0)
    y = moving_average(x, 5)
    assert np.allclose(y[10:40], 3.0)


def test_moving_average_rejects_zero_window():
    with pytest.raises(ValueError):
        moving_average(np.ones(3), 0)


def _tone(freq, fs=2000.0, seconds=2.0):
    t = np.arange(0, seconds, 1 / fs)
    return np.sin(2 * np.pi * freq * t)


def test_bandpass_keeps_tone_inside_band():
    y = bandpass(_tone(100.0), fs=2000.0, low=50.0, high=200.0)
    mid = slice(500, -500)
    assert np.std(y[mid]) == pytest.approx(np.std(_tone(100.0)[mid]), rel=0.02)


def test_bandpass_removes_tone_outside_band():
    y = bandpass(_tone(600.0), fs=2000.0, low=50.0, high=200.0)
    assert np.std(y[500:-500]) < 0.01


def test_bandpass_rejects_band_above_nyquist():
    with pytest.raises(ValueError):
        bandpass(np.zeros(1000), fs=1000.0, low=10.0, high=600.0)


def test_seconds_to_samples_at_least_one():
    assert seconds_to_samples(0.0001, 100.0) == 1
