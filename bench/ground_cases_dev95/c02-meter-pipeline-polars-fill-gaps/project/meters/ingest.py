"""Read raw meter exports (15-minute readings) into a typed polars frame."""
from __future__ import annotations

from pathlib import Path

import polars as pl

SCHEMA = {
    "meter_id": pl.Utf8,
    "ts": pl.Utf8,
    "kwh": pl.Float64,
    "quality": pl.Utf8,
}
BAD_QUALITY = ("E", "X")


def read_readings(path: str | Path, tz: str = "Asia/Shanghai") -> pl.DataFrame:
    path = Path(path)
    if path.suffix == ".parquet":
        df = pl.read_parquet(path)
    else:
        df = pl.read_csv(path, schema_overrides=SCHEMA)
    return clean(df, tz)


def clean(df: pl.DataFrame, tz: str) -> pl.DataFrame:
    """Parse timestamps, drop readings the meter itself marked bad, drop negative kWh."""
    if df.schema["ts"] == pl.Utf8:
        df = df.with_columns(pl.col("ts").str.to_datetime("%Y-%m-%d %H:%M:%S"))
    return (
        df.with_columns(pl.col("ts").dt.replace_time_zone(tz))
        .filter(~pl.col("quality").is_in(BAD_QUALITY))
        .filter(pl.col("kwh") >= 0)
        .select("meter_id", "ts", "kwh")
        .sort("meter_id", "ts")
    )
