"""Partner CSV -> normalized store table."""
from __future__ import annotations

from pathlib import Path

import polars as pl

from etl.geo import round_coordinates, split_by_coordinates
from etl.schema import DAYS, DTYPES, INFER_ROWS, OUTPUT_COLUMNS, RENAMES

HOURS = pl.Struct({day: pl.Utf8 for day in DAYS})


def read_partner_csv(path: Path, separator: str = ",") -> pl.DataFrame:
    return pl.read_csv(path, separator=separator, schema_overrides=DTYPES, infer_schema_length=INFER_ROWS,
                       null_values=["", "NULL", "n/a"])


def normalize(df: pl.DataFrame, partner: str) -> pl.DataFrame:
    df = df.rename({k: v for k, v in RENAMES.items() if k in df.columns})
    if "opening_hours" in df.columns:
        df = df.with_columns(pl.col("opening_hours").str.json_decode(dtype=HOURS))
    else:
        df = df.with_columns(pl.lit(None, dtype=HOURS).alias("opening_hours"))
    return df.with_columns(
        pl.lit(partner).alias("partner"),
        pl.col("store_id").str.strip_chars(),
        pl.col("name").str.strip_chars(),
        pl.col("city").str.strip_chars().str.to_titlecase(),
        pl.col("postal_code").cast(pl.Utf8),
        pl.col("phone").str.replace_all(r"[^0-9+]", ""),
    )


def dedupe(df: pl.DataFrame) -> pl.DataFrame:
    """Partners resend unchanged rows; keep the last row per (partner, store_id)."""
    return df.unique(subset=["partner", "store_id"], keep="last", maintain_order=True)


def import_file(path: Path, partner: str, separator: str = ",") -> tuple[pl.DataFrame, pl.DataFrame]:
    df = normalize(read_partner_csv(path, separator), partner)
    df = round_coordinates(dedupe(df))
    good, to_geocode = split_by_coordinates(df)
    return good.select(OUTPUT_COLUMNS), to_geocode.select(OUTPUT_COLUMNS)
