"""Coordinate sanity checks for partner store rows."""
from __future__ import annotations

import polars as pl

# Bounding box of the contiguous US plus AK/HI; partners only send US stores.
US_BOUNDS = {"lat": (18.0, 72.0), "lon": (-180.0, -65.0)}


def valid_coordinates() -> pl.Expr:
    """True where lat/lon are present, not the (0, 0) placeholder and inside US_BOUNDS."""
    lat, lon = pl.col("lat"), pl.col("lon")
    return (
        lat.is_not_null() & lon.is_not_null()
        & ~((lat == 0) & (lon == 0))
        & lat.is_between(*US_BOUNDS["lat"])
        & lon.is_between(*US_BOUNDS["lon"])
    )


def split_by_coordinates(df: pl.DataFrame) -> tuple[pl.DataFrame, pl.DataFrame]:
    """(rows with usable coordinates, rows to geocode later)."""
    ok = df.with_columns(valid_coordinates().alias("_ok"))
    good = ok.filter(pl.col("_ok")).drop("_ok")
    bad = ok.filter(~pl.col("_ok")).drop("_ok")
    return good, bad


def round_coordinates(df: pl.DataFrame, places: int = 6) -> pl.DataFrame:
    return df.with_columns(pl.col("lat").round(places), pl.col("lon").round(places))
