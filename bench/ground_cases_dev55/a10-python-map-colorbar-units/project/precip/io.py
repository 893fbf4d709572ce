"""Loading ERA5 precipitation and restricting it to the study region."""
from __future__ import annotations

import xarray as xr

from precip.units import flux_to_mm_per_month

REGION = {"lat": slice(35, 5), "lon": slice(65, 95)}          # ERA5 latitudes run north -> south
CORE_ZONE = {"lat": slice(28, 18), "lon": slice(73, 88)}      # core monsoon zone (Rajeevan et al. 2010)
JJAS = [6, 7, 8, 9]


def load_precip(path: str) -> xr.DataArray:
    """ERA5 monthly total precipitation over the region, in mm/month."""
    ds = xr.open_dataset(path)
    tp = ds["tp"].rename({"latitude": "lat", "longitude": "lon", "valid_time": "time"})
    tp = tp.sel(**REGION)
    mm = flux_to_mm_per_month(tp.values, tp["time"].to_index())
    out = xr.DataArray(mm, coords=tp.coords, dims=tp.dims, name="precip")
    out.attrs["units"] = "mm/month"
    return out


def jjas_mean(pr: xr.DataArray) -> xr.DataArray:
    """Mean over June-September of all years, per grid cell."""
    return pr.sel(time=pr["time.month"].isin(JJAS)).mean("time")


def core_zone_series(pr: xr.DataArray) -> xr.DataArray:
    """Cosine-latitude weighted mean over the core monsoon zone, per month."""
    import numpy as np

    sub = pr.sel(**CORE_ZONE)
    w = np.cos(np.deg2rad(sub["lat"]))
    return sub.weighted(w).mean(("lat", "lon"))
