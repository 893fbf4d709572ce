"""Charts for the weekly traffic forecast email."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt
import pandas as pd
from statsmodels.tsa.statespace.sarimax import SARIMAXResults

from forecast.model import forecast_frame


def plot_forecast(history: pd.Series, result: SARIMAXResults, steps: int, path: Path,
                  history_days: int = 120) -> None:
    recent = history.iloc[-history_days:]
    pred = forecast_frame(result, steps, alpha=0.05)
    fig, ax = plt.subplots(figsize=(10, 4))
    ax.plot(recent.index, recent.to_numpy(), color="black", linewidth=1, label="sessions")
    ax.fill_between(pred.index, pred["lower"], pred["upper"], color="tab:blue", alpha=0.2, label="95% interval")
    ax.plot(pred.index, pred["mean"], color="tab:blue", linewidth=1.5, label="forecast")
    ax.axvline(recent.index[-1], color="grey", linestyle=":", linewidth=1)
    ax.xaxis.set_major_locator(mdates.MonthLocator())
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%b %Y"))
    ax.set_ylabel("sessions per day")
    ax.legend(loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)
