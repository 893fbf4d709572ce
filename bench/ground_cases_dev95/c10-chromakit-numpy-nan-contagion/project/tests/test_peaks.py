import numpy as np
import pytest

from chromakit.baseline import estimate_baseline, rolling_min
from chromakit.peaks import integrate, peak_table


def gaussian(t, rt, height, sigma):
    return height * np.exp(-0.5 * ((t - rt) / sigma) ** 2)


@pytest.fixture
def signal():
    t = np.arange(0, 10, 0.01)
    y = gaussian(t, 3.0, 50, 0.05) + gaussian(t, 6.0, 20, 0.08)
    return t, y


def test_rolling_min_window_must_be_odd():
    with pytest.raises(ValueError):
        rolling_min(np.zeros(10), 4)


def test_flat_baseline_is_recovered(signal):
    t, y = signal
    base = estimate_baseline(y + 12.0, 0.01, 1.0)
    assert np.allclose(base[100:-100], 12.0, atol=0.5)


def test_two_peaks_and_their_areas(signal):
    t, y = signal
    peaks = peak_table(t, y)
    assert [round(p.rt, 2) for p in peaks] == [3.0, 6.0]
    assert peaks[0].area == pytest.approx(50 * 0.05 * np.sqrt(2 * np.pi), rel=0.02)


def test_integrate_skips_isolated_nan(signal):
    t, y = signal
    y = y.copy()
    y[300] = np.nan
    assert integrate(t, y, 280, 320) == pytest.approx(integrate(t, np.nan_to_num(y), 280, 320), rel=0.05)
