"""Map panels (Fig. 3a and Supplementary Fig. S2)."""
from __future__ import annotations

import cartopy.crs as ccrs
import cartopy.feature as cfeature
import matplotlib.pyplot as plt
import numpy as np
import xarray as xr
from matplotlib.colors import BoundaryNorm

LEVELS = [0, 10, 25, 50, 100, 150, 200, 300, 400, 600]   # mm/month


def precip_map(ax, field: xr.DataArray, levels=LEVELS, cmap: str = "YlGnBu"):
    """Filled contours of a precipitation field with coastlines and borders."""
    norm = BoundaryNorm(levels, ncolors=plt.get_cmap(cmap).N, extend="max")
    cf = ax.contourf(field["lon"], field["lat"], field, levels=levels, cmap=cmap, norm=norm,
                     extend="max", transform=ccrs.PlateCarree())
    ax.add_feature(cfeature.COASTLINE, linewidth=0.5)
    ax.add_feature(cfeature.BORDERS, linewidth=0.3, linestyle=":")
    ax.set_extent([65, 95, 5, 35], crs=ccrs.PlateCarree())
    return cf


def fig3a(field: xr.DataArray, out: str | None = None):
    """JJAS mean precipitation over South Asia."""
    fig = plt.figure(figsize=(3.3, 3.0), constrained_layout=True)
    ax = fig.add_subplot(projection=ccrs.Robinson(central_longitude=80))
    cf = precip_map(ax, field)
    cbar = fig.colorbar(cf, ax=ax, orientation="horizontal", shrink=0.85, pad=0.04)
    cbar.set_label("Precipitation (mm/day)")
    ax.set_title("(a) JJAS mean, ERA5 1979-2023", loc="left", fontsize=8)
    if out:
        fig.savefig(out, dpi=300)
    return fig


def anomaly_map(ax, field: xr.DataArray, clim: xr.DataArray):
    """Supplementary Fig. S2: JJAS anomaly as percent of climatology."""
    pct = 100 * (field - clim) / clim
    cf = ax.contourf(pct["lon"], pct["lat"], pct, levels=np.arange(-50, 55, 10), cmap="BrBG",
                     extend="both", transform=ccrs.PlateCarree())
    ax.coastlines(linewidth=0.5)
    plt.colorbar(cf, ax=ax, label="Anomaly (% of climatology)", orientation="horizontal")
    return cf
