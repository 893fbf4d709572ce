"""Line plots of area-mean precipitation (Fig. 3b)."""
from __future__ import annotations

import matplotlib.pyplot as plt
import pandas as pd
import xarray as xr


def fig3b(series: xr.DataArray, out: str | None = None):
    """Monthly area-mean precipitation over the core zone with the 1979-2023 monthly climatology."""
    s = series.to_series()
    clim = s.groupby(s.index.month).mean()
    fig, ax = plt.subplots(figsize=(3.3, 2.0), constrained_layout=True)
    ax.plot(s.index, s.values, lw=0.5, color="0.6", label="monthly")
    annual = s.resample("YS").mean()
    ax.plot(annual.index, annual.values, lw=1.2, color="#08519c", label="annual mean")
    ax.set_ylabel("Precipitation (mm/month)")
    ax.set_title("(b) Core monsoon zone", loc="left", fontsize=8)
    ax.legend(frameon=False, fontsize=6)
    if out:
        fig.savefig(out, dpi=300)
    return fig, clim


def onset_month(series: xr.DataArray, threshold: float) -> pd.Series:
    """First month of each year whose area mean exceeds `threshold` (same units as the series)."""
    s = series.to_series()
    above = s[s > threshold]
    return above.groupby(above.index.year).apply(lambda x: x.index.min().month)

def seasonal_cycle(series: xr.DataArray) -> pd.DataFrame:
    """Monthly climatology with interannual spread (mean, std, 10th and 90th percentile)."""
    s = series.to_series()
    g = s.groupby(s.index.month)
    return pd.DataFrame({"mean": g.mean(), "std": g.std(), "p10": g.quantile(0.1), "p90": g.quantile(0.9)})
