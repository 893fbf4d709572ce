"""SARIMAX with weekly seasonality and yearly Fourier regressors."""
from __future__ import annotations

import warnings

import pandas as pd
from statsmodels.tsa.statespace.sarimax import SARIMAX, SARIMAXResults

from forecast.features import future_index, make_exog

ORDER = (1, 1, 1)
SEASONAL_ORDER = (1, 0, 1, 7)


def fit(series: pd.Series) -> SARIMAXResults:
    exog = make_exog(series.index)
    model = SARIMAX(
        series,
        exog=exog,
        order=ORDER,
        seasonal_order=SEASONAL_ORDER,
        enforce_stationarity=False,
        enforce_invertibility=False,
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # convergence chatter on short windows
        return model.fit(disp=False)


def forecast(result: SARIMAXResults, steps: int) -> pd.Series:
    """Point forecast for the `steps` days after the end of the training data."""
    return forecast_frame(result, steps)["mean"]


def forecast_frame(result: SARIMAXResults, steps: int, alpha: float = 0.05) -> pd.DataFrame:
    """Forecast with its (1 - alpha) interval: columns mean, lower, upper."""
    index = future_index(result.model.data.row_labels[-1], steps)
    frame = result.get_forecast(steps=steps, exog=make_exog(index)).summary_frame(alpha=alpha)
    return frame.rename(columns={"mean_ci_lower": "lower", "mean_ci_upper": "upper"})[["mean", "lower", "upper"]]
