"""Exogenous regressors for the SARIMAX model: yearly seasonality as Fourier terms
(weekly seasonality is handled by the seasonal part of the model)."""
from __future__ import annotations

import holidays
import numpy as np
import pandas as pd


def fourier_terms(index: pd.DatetimeIndex, order: int = 3, period: float = 365.0) -> pd.DataFrame:
    """sin/cos pairs of the position in the year, `order` harmonics."""
    t = index.dayofyear.to_numpy() / period
    cols = {}
    for k in range(1, order + 1):
        cols[f"sin{k}"] = np.sin(2 * np.pi * k * t)
        cols[f"cos{k}"] = np.cos(2 * np.pi * k * t)
    return pd.DataFrame(cols, index=index)


def holiday_flags(index: pd.DatetimeIndex, country: str = "DE", subdiv: str = "BE") -> pd.DataFrame:
    """1.0 on public holidays of the given country/state, else 0.0."""
    years = range(index.min().year, index.max().year + 1)
    calendar = holidays.country_holidays(country, subdiv=subdiv, years=years)
    flags = np.array([day in calendar for day in index.date], dtype=float)
    return pd.DataFrame({"holiday": flags}, index=index)


def make_exog(index: pd.DatetimeIndex, order: int = 3) -> pd.DataFrame:
    """All regressors for the given dates, in a fixed column order."""
    return pd.concat([fourier_terms(index, order=order), holiday_flags(index)], axis=1)


def future_index(last: pd.Timestamp, steps: int) -> pd.DatetimeIndex:
    return pd.date_range(last + pd.Timedelta(days=1), periods=steps, freq="D")
