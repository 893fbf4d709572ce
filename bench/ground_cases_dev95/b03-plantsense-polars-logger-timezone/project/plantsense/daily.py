"""Per-day summaries for the plant dashboard (days are local calendar days)."""
from __future__ import annotations

import polars as pl

LOCAL_TZ = "Asia/Tokyo"


def daily_summary(df: pl.DataFrame) -> pl.DataFrame:
    """One row per line, sensor and local day: min/max temperature, mean humidity, readings."""
    local = df.with_columns(pl.col("ts").dt.convert_time_zone(LOCAL_TZ)).sort("ts")
    out = (
        local.group_by_dynamic("ts", every="1d", closed="left", label="left", group_by=["line", "sensor_id"])
        .agg(
            pl.col("temp_c").min().alias("min_temp"),
            pl.col("temp_c").max().alias("max_temp"),
            pl.col("humidity").mean().round(1).alias("mean_humidity"),
            pl.len().alias("readings"),
        )
        .with_columns(pl.col("ts").dt.date().alias("day"))
        .drop("ts")
    )
    return out.select("day", "line", "sensor_id", "min_temp", "max_temp", "mean_humidity", "readings").sort(
        "day", "line", "sensor_id"
    )


def line_peaks(summary: pl.DataFrame) -> pl.DataFrame:
    """Hottest sensor per line and day."""
    return (
        summary.sort("max_temp", descending=True)
        .group_by("day", "line", maintain_order=True)
        .first()
        .select("day", "line", "sensor_id", "max_temp")
        .sort("day", "line")
    )
