"""Per-hour features used by the anomaly scoring."""
from __future__ import annotations

import polars as pl


def add_calendar(hourly: pl.DataFrame) -> pl.DataFrame:
    return hourly.with_columns(
        pl.col("ts").dt.hour().alias("hour"),
        pl.col("ts").dt.weekday().alias("weekday"),
        (pl.col("ts").dt.weekday() >= 6).alias("is_weekend"),
    )


def rolling_baseline(hourly: pl.DataFrame, days: int = 7, min_days: int = 3) -> pl.DataFrame:
    """Same-hour baseline: mean kWh at this hour over the previous `days` days.
    shift(1) inside the (meter, hour) window leaves the current day out of its own baseline."""
    return add_calendar(hourly).sort("meter_id", "ts").with_columns(
        pl.col("kwh")
        .shift(1)
        .rolling_mean(window_size=days, min_samples=min_days)
        .over(["meter_id", "hour"])
        .alias("baseline"),
        pl.col("kwh")
        .shift(1)
        .rolling_std(window_size=days, min_samples=min_days)
        .over(["meter_id", "hour"])
        .alias("baseline_std"),
    )


def daily_totals(hourly: pl.DataFrame) -> pl.DataFrame:
    return (
        hourly.with_columns(pl.col("ts").dt.date().alias("day"))
        .group_by("meter_id", "day")
        .agg(pl.col("kwh").sum().alias("kwh"), pl.col("kwh").null_count().alias("missing_hours"))
        .sort("meter_id", "day")
    )


def daily_peak(hourly: pl.DataFrame) -> pl.DataFrame:
    """Per meter and day: the largest hourly kWh and the hour it happened (first one on ties)."""
    return (
        hourly.with_columns(pl.col("ts").dt.date().alias("day"))
        .group_by("meter_id", "day")
        .agg(
            pl.col("kwh").max().alias("peak_kwh"),
            pl.col("ts").sort_by("kwh", descending=True, nulls_last=True).first().dt.hour().alias("peak_hour"),
        )
        .sort("meter_id", "day")
    )
