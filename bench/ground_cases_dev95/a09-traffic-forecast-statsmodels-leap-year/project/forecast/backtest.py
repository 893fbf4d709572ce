"""Rolling-origin backtest: refit every `step` days, forecast `horizon` days ahead."""
from __future__ import annotations

import pandas as pd

from forecast.metrics import mape, rmse, smape
from forecast.model import fit, forecast

MIN_TRAIN_DAYS = 365


def backtest(series: pd.Series, horizon: int = 14, step: int = 28, folds: int = 6) -> pd.DataFrame:
    """Expanding window: each fold trains on everything before its origin."""
    rows = []
    last_origin = len(series) - horizon
    origins = [last_origin - step * i for i in range(folds)][::-1]
    if origins[0] < MIN_TRAIN_DAYS:
        raise ValueError(f"first fold would train on {origins[0]} days, need {MIN_TRAIN_DAYS}")
    for origin in origins:
        train = series.iloc[:origin]
        actual = series.iloc[origin:origin + horizon]
        pred = forecast(fit(train), horizon)
        rows.append({
            "origin": series.index[origin],
            "train_days": len(train),
            "mape": mape(actual, pred),
            "smape": smape(actual, pred),
            "rmse": rmse(actual, pred),
        })
    return pd.DataFrame(rows)


def summary(results: pd.DataFrame) -> pd.Series:
    return results[["mape", "smape", "rmse"]].mean().rename("mean")
