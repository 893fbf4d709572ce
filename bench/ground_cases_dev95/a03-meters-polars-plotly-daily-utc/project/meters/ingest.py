"""Read the 15-minute interval exports from the metering portal.

The portal writes one CSV per meter and month, timestamps in UTC (ISO 8601 with 'Z'),
each row the energy of the 15 minutes that *start* at ts.
"""
from __future__ import annotations

from pathlib import Path

import polars as pl

SCHEMA = {
    "meter_id": pl.Utf8,
    "meter_type": pl.Utf8,
    "ts": pl.Utf8,
    "kwh": pl.Float64,
}


def read_export(path: Path) -> pl.DataFrame:
    frame = pl.read_csv(path, schema_overrides=SCHEMA)
    return frame.with_columns(
        pl.col("ts").str.to_datetime("%Y-%m-%dT%H:%M:%SZ", time_zone="UTC"),
        pl.col("meter_type").str.to_lowercase(),
    )


def read_folder(folder: Path) -> pl.DataFrame:
    files = sorted(folder.glob("*.csv"))
    if not files:
        raise FileNotFoundError(f"no portal exports in {folder}")
    return pl.concat([read_export(f) for f in files], how="vertical")
