"""Threshold alerts for the shift leads."""
from __future__ import annotations

from datetime import timedelta

import polars as pl

TEMP_LIMIT_C = 35.0
HUMIDITY_LIMIT = 80.0


def temperature_alerts(df: pl.DataFrame, limit: float = TEMP_LIMIT_C) -> pl.DataFrame:
    """Every reading above the limit, newest first."""
    return (
        df.filter(pl.col("temp_c") > limit)
        .select("ts", "line", "sensor_id", "temp_c")
        .sort("ts", descending=True)
    )


def humidity_alerts(df: pl.DataFrame, threshold: float = HUMIDITY_LIMIT,
                    min_duration: timedelta = timedelta(minutes=30)) -> pl.DataFrame:
    """One row per sensor and uninterrupted stretch above the threshold lasting min_duration or more."""
    flagged = df.sort("sensor_id", "ts").with_columns((pl.col("humidity") > threshold).alias("high"))
    runs = flagged.with_columns(
        (pl.col("high") != pl.col("high").shift(1).over("sensor_id")).fill_null(True).cum_sum().over("sensor_id").alias("run")
    )
    return (
        runs.filter(pl.col("high"))
        .group_by("sensor_id", "line", "run")
        .agg(pl.col("ts").min().alias("start"), pl.col("ts").max().alias("end"), pl.col("humidity").max().alias("peak"))
        .filter(pl.col("end") - pl.col("start") >= min_duration)
        .drop("run")
        .sort("start")
    )


def format_alert(row: dict) -> str:
    ts = row["ts"].strftime("%m/%d %H:%M")
    return f"[{row['line']}] {row['sensor_id']} {ts} {row['temp_c']:.1f}℃"


def summarize(alerts: pl.DataFrame) -> str:
    if alerts.is_empty():
        return "アラートなし"
    lines = [format_alert(r) for r in alerts.head(20).iter_rows(named=True)]
    if alerts.height > 20:
        lines.append(f"... ほか {alerts.height - 20} 件")
    return "\n".join(lines)


def cooldown(alerts: pl.DataFrame, every: timedelta = timedelta(minutes=10)) -> pl.DataFrame:
    """At most one alert per sensor per `every`, to keep the chat channel readable."""
    return (
        alerts.sort("ts")
        .with_columns((pl.col("ts").dt.truncate(every)).alias("slot"))
        .unique(subset=["sensor_id", "slot"], keep="first")
        .drop("slot")
        .sort("ts", descending=True)
    )
