import numpy as np
import pandas as pd

from precip.units import days_in_month, flux_to_mm_per_day, flux_to_mm_per_month, mm_per_day_to_mm


def test_flux_to_mm_per_day():
    assert flux_to_mm_per_day(np.array([1e-4]))[0] == 8.64


def test_days_in_month_leap_year():
    t = pd.to_datetime(["2020-02-01", "2021-02-01", "2021-07-01"])
    assert days_in_month(t).tolist() == [29, 28, 31]


def test_accumulate():
    assert mm_per_day_to_mm(np.array([2.0, 3.0]), np.array([30, 31])).tolist() == [60.0, 93.0]


def test_flux_to_mm_per_month_uses_month_length():
    t = pd.to_datetime(["2021-06-01", "2021-07-01"])
    out = flux_to_mm_per_month(np.full((2, 3, 3), 1e-4), t)
    assert np.allclose(out[:, 0, 0], [259.2, 267.84])
