"""Unit conversions for precipitation fields.

ERA5 monthly means of total precipitation come as a flux (kg m-2 s-1 after the
CDS conversion we apply), which equals mm of water per second.
"""
from __future__ import annotations

import numpy as np
import pandas as pd

SECONDS_PER_DAY = 86_400


def flux_to_mm_per_day(flux: np.ndarray) -> np.ndarray:
    """kg m-2 s-1 -> mm/day."""
    return np.asarray(flux) * SECONDS_PER_DAY


def mm_per_day_to_mm(mm_day: np.ndarray, days: np.ndarray | int) -> np.ndarray:
    """Daily rate times number of days -> accumulated mm."""
    return np.asarray(mm_day) * np.asarray(days)


def days_in_month(times: pd.DatetimeIndex) -> np.ndarray:
    """Number of days of each timestamp's month (leap years included)."""
    return np.asarray(pd.DatetimeIndex(times).days_in_month)


def flux_to_mm_per_month(flux: np.ndarray, times: pd.DatetimeIndex) -> np.ndarray:
    """kg m-2 s-1 monthly means -> accumulated mm in each month (time on axis 0)."""
    days = days_in_month(times).reshape((-1,) + (1,) * (np.ndim(flux) - 1))
    return mm_per_day_to_mm(flux_to_mm_per_day(flux), days)
