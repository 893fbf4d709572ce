import numpy as np
import pandas as pd

from forecast.features import fourier_terms, future_index, holiday_flags, make_exog


def test_fourier_shape():
    idx = pd.date_range("2025-01-01", periods=10, freq="D")
    out = fourier_terms(idx, order=2)
    assert list(out.columns) == ["sin1", "cos1", "sin2", "cos2"]
    assert out.shape == (10, 4)


def test_fourier_bounded():
    idx = pd.date_range("2023-01-01", "2023-12-31", freq="D")
    out = fourier_terms(idx)
    assert np.all(out.abs().to_numpy() <= 1.0)


def test_future_index_starts_next_day():
    idx = future_index(pd.Timestamp("2025-03-31"), 3)
    assert list(idx.strftime("%Y-%m-%d")) == ["2025-04-01", "2025-04-02", "2025-04-03"]


def test_holiday_flags_berlin():
    idx = pd.date_range("2025-03-07", "2025-03-08", freq="D")  # 8 March, Frauentag, is Berlin-only
    assert holiday_flags(idx)["holiday"].tolist() == [0.0, 1.0]


def test_make_exog_matches_index():
    idx = pd.date_range("2025-06-01", periods=5, freq="D")
    assert make_exog(idx).index.equals(idx)
