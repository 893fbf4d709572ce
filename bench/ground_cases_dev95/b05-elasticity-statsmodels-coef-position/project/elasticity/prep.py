"""Load and clean the daily sales export (moved here from notebooks/01_explore.ipynb)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

COLUMNS = ["date", "sku", "category", "price", "units", "promo"]


def load_sales(path: str | Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=COLUMNS, parse_dates=["date"])
    df["sku"] = df["sku"].astype(str)
    df["promo"] = df["promo"].fillna(0).astype(int)
    return df


def clean(df: pd.DataFrame, max_price_jump: float = 3.0) -> pd.DataFrame:
    """Drop days without sales or without a price, and price typos: anything above
    max_price_jump times the SKU's median price (a 1980 typed as 19800)."""
    df = df[(df["units"] > 0) & (df["price"] > 0)]
    median = df.groupby("sku")["price"].transform("median")
    return df.loc[df["price"] <= median * max_price_jump].copy()


def add_features(df: pd.DataFrame) -> pd.DataFrame:
    """Log price and units for the log-log model, day of week for the controls."""
    return df.assign(
        log_price=np.log(df["price"]),
        log_units=np.log(df["units"]),
        dow=df["date"].dt.day_of_week,
    )


def prepare(path: str | Path) -> pd.DataFrame:
    return add_features(clean(load_sales(path)))
