"""Build Fig. 3 (map + core-zone series) from ERA5 monthly precipitation."""
from __future__ import annotations

import argparse
from pathlib import Path

from precip.io import core_zone_series, jjas_mean, load_precip
from precip.maps import fig3a
from precip.timeseries import fig3b, onset_month


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--era5", required=True)
    ap.add_argument("--out", type=Path, default=Path("figures"))
    args = ap.parse_args()
    args.out.mkdir(exist_ok=True)

    pr = load_precip(args.era5)
    fig3a(jjas_mean(pr), out=str(args.out / "fig3a_map.pdf"))
    series = core_zone_series(pr)
    fig3b(series, out=str(args.out / "fig3b_series.pdf"))
    onset = onset_month(series, threshold=150.0)   # ~5 mm/day
    print(f"median onset month: {onset.median():.0f}")


if __name__ == "__main__":
    main()
