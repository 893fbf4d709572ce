import pandas as pd
import pytest

from forecast.metrics import bias, mape, rmse, smape

IDX = pd.date_range("2025-01-01", periods=4, freq="D")


def test_mape_skips_zero_days():
    actual = pd.Series([100, 0, 200, 50], index=IDX)
    pred = pd.Series([110, 5, 180, 50], index=IDX)
    assert mape(actual, pred) == pytest.approx((10 + 10 + 0) / 3)


def test_smape_symmetric_and_zero_safe():
    actual = pd.Series([100.0, 0.0, 50.0, 80.0], index=IDX)
    pred = pd.Series([50.0, 0.0, 100.0, 80.0], index=IDX)
    # 50/75 twice, 0/0 -> 0, exact -> 0
    assert smape(actual, pred) == pytest.approx((2 * 50 / 75) / 4 * 100)


def test_rmse():
    actual = pd.Series([1.0, 2.0, 3.0, 4.0], index=IDX)
    pred = pd.Series([1.0, 2.0, 3.0, 6.0], index=IDX)
    assert rmse(actual, pred) == pytest.approx(1.0)


def test_bias_sign():
    actual = pd.Series([10.0] * 4, index=IDX)
    assert bias(actual, actual + 2) == pytest.approx(2.0)


def test_metrics_align_on_dates():
    actual = pd.Series([1.0, 2.0, 3.0, 4.0], index=IDX)
    pred = pd.Series([2.0, 3.0], index=IDX[2:])
    assert rmse(actual, pred) == pytest.approx(1.0)
