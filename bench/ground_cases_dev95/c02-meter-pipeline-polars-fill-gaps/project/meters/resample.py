"""15-minute readings -> one row per meter and hour."""
from __future__ import annotations

import polars as pl


def to_hourly(readings: pl.DataFrame) -> pl.DataFrame:
    """Sum the quarter-hour readings into hourly buckets [h, h+1)."""
    return (
        readings.sort("meter_id", "ts")
        .group_by_dynamic("ts", every="1h", closed="left", label="left", group_by="meter_id")
        .agg(pl.col("kwh").sum(), pl.len().alias("n_readings"))
    )


def fill_gaps(hourly: pl.DataFrame) -> pl.DataFrame:
    """One row per meter and hour between its first and last hour; missing hours get kwh = null
    and imputed = true, so downstream code can see them."""
    spans = hourly.group_by("meter_id").agg(
        pl.col("ts").min().alias("start"),
        pl.col("ts").max().alias("end"),
    )
    grid = (
        spans.with_columns(
            pl.datetime_ranges("start", "end", interval="1h", closed="left").alias("ts")
        )
        .explode("ts")
        .select("meter_id", "ts")
    )
    out = grid.join(hourly, on=["meter_id", "ts"], how="left")
    return out.with_columns(pl.col("kwh").is_null().alias("imputed")).sort("meter_id", "ts")


def complete_hours(hourly: pl.DataFrame, min_readings: int = 4) -> pl.DataFrame:
    """Keep only hours that had all four quarter-hour readings."""
    return hourly.filter(pl.col("n_readings") >= min_readings)
