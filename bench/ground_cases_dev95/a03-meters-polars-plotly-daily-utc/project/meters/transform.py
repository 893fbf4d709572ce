"""Cleaning and aggregation of meter readings."""
from __future__ import annotations

import polars as pl

LOCAL_TZ = "Europe/Berlin"
READINGS_PER_DAY = 96


def clean_readings(raw: pl.DataFrame) -> pl.DataFrame:
    """Drop negative or absurd values and duplicated intervals (the portal re-sends
    corrected rows; the last one wins)."""
    return (
        raw.filter(pl.col("kwh").is_between(0, 500))
        .unique(subset=["meter_id", "ts"], keep="last", maintain_order=True)
        .sort(["meter_id", "ts"])
    )


def daily_totals(readings: pl.DataFrame) -> pl.DataFrame:
    """kWh per meter and day, with the number of 15-minute readings behind each total."""
    return (
        readings.sort("ts")
        .group_by_dynamic("ts", every="1d", group_by=["meter_id", "meter_type"])
        .agg(
            pl.col("kwh").sum().alias("kwh"),
            pl.len().alias("n_readings"),
        )
        .rename({"ts": "day"})
        .with_columns(complete=pl.col("n_readings") >= READINGS_PER_DAY)
    )


def hourly_profile(readings: pl.DataFrame) -> pl.DataFrame:
    """Average kWh per hour of the day and meter type (the 'typical day' chart)."""
    local = readings.with_columns(pl.col("ts").dt.convert_time_zone(LOCAL_TZ))
    days = local.select(pl.col("ts").dt.date().n_unique()).item()
    return (
        local.with_columns(hour=pl.col("ts").dt.hour())
        .group_by(["meter_type", "hour"])
        .agg((pl.col("kwh").sum() / days).alias("avg_kwh"))
        .sort(["meter_type", "hour"])
    )
