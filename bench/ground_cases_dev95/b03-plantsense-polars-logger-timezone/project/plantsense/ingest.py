"""Read the CSV files the line loggers upload (one file per logger per day).

Each row is one reading: a timestamp without offset, the sensor id, the production line,
temperature in degrees Celsius and relative humidity in percent.
"""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import polars as pl

SCHEMA = {
    "timestamp": pl.Utf8,
    "sensor_id": pl.Utf8,
    "line": pl.Utf8,
    "temp_c": pl.Float64,
    "humidity": pl.Float64,
}
TS_FORMAT = "%Y-%m-%d %H:%M:%S"
VALID_TEMP = (-40.0, 125.0)  # the sensor's datasheet range; outside it is a wiring fault


def read_logger_csv(path: str | Path) -> pl.DataFrame:
    df = pl.read_csv(path, schema_overrides=SCHEMA)
    return (
        df.with_columns(
            pl.col("timestamp")
            .str.strptime(pl.Datetime("us"), TS_FORMAT)
            .dt.replace_time_zone("UTC")
            .alias("ts"),
            pl.col("line").str.to_uppercase(),
        )
        .drop("timestamp")
        .filter(pl.col("temp_c").is_between(*VALID_TEMP))
        .sort("ts")
    )


def read_many(paths: Iterable[str | Path]) -> pl.DataFrame:
    """All files, de-duplicated: a logger re-sends its last file after a reconnect."""
    frames = [read_logger_csv(p) for p in paths]
    if not frames:
        return pl.DataFrame(schema={"ts": pl.Datetime("us", "UTC"), "sensor_id": pl.Utf8, "line": pl.Utf8,
                                    "temp_c": pl.Float64, "humidity": pl.Float64})
    return pl.concat(frames).unique(subset=["sensor_id", "ts"], keep="last").sort("ts")
