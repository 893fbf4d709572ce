"""Flag hours whose consumption is far from the same-hour baseline."""
from __future__ import annotations

import polars as pl

DEFAULT_Z = 3.5


def score(features: pl.DataFrame) -> pl.DataFrame:
    return features.with_columns(
        ((pl.col("kwh") - pl.col("baseline")) / pl.col("baseline_std")).alias("z")
    )


def flag(features: pl.DataFrame, z_threshold: float = DEFAULT_Z) -> pl.DataFrame:
    scored = score(features)
    return scored.with_columns(
        (pl.col("z").abs() > z_threshold).fill_null(False).alias("anomaly")
    )


def top_anomalies(features: pl.DataFrame, n: int = 20, z_threshold: float = DEFAULT_Z) -> pl.DataFrame:
    flagged = flag(features, z_threshold).filter(pl.col("anomaly"))
    return (
        flagged.with_columns(pl.col("z").abs().alias("abs_z"))
        .sort("abs_z", descending=True)
        .head(n)
        .select("meter_id", "ts", "kwh", "baseline", "z")
    )


def anomaly_rate(features: pl.DataFrame, z_threshold: float = DEFAULT_Z) -> pl.DataFrame:
    return (
        flag(features, z_threshold)
        .group_by("meter_id")
        .agg(pl.col("anomaly").mean().alias("rate"), pl.len().alias("hours"))
        .sort("rate", descending=True)
    )
