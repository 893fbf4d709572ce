"""Column names and dtypes of the partner store files (spec v3, 2025-06)."""
from __future__ import annotations

import polars as pl

RENAMES = {
    "Store ID": "store_id",
    "Store Name": "name",
    "Street": "street",
    "City": "city",
    "State": "state",
    "ZIP": "postal_code",
    "Lat": "lat",
    "Lng": "lon",
    "Phone": "phone",
    "Status": "status",
    "Opening Hours": "opening_hours",
}

# Read dtypes. Anything not listed is inferred from the first INFER_ROWS rows.
DTYPES: dict[str, pl.DataType] = {
    "Store ID": pl.Utf8,
    "Store Name": pl.Utf8,
    "Street": pl.Utf8,
    "City": pl.Utf8,
    "State": pl.Categorical,
    "ZIP": pl.Int32,  # 5-digit US zips only; int saves ~40% memory on the 2M-row files
    "Lat": pl.Float64,
    "Lng": pl.Float64,
    "Phone": pl.Utf8,
    "Status": pl.Categorical,
    "Opening Hours": pl.Utf8,
}
INFER_ROWS = 10_000

OUTPUT_COLUMNS = ["store_id", "partner", "name", "street", "city", "state", "postal_code", "lat", "lon", "phone", "status",
                  "opening_hours"]
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
