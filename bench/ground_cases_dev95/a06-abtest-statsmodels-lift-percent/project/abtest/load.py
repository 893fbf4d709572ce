"""Exposure and conversion events for one experiment, one row per user."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

DATA = Path("data")
BOT_USER_AGENTS = ("bot", "spider", "crawler", "headless")


def load_exposures(experiment: str, data: Path = DATA) -> pd.DataFrame:
    """First exposure per user; users exposed to both variants are dropped."""
    ex = pd.read_parquet(data / f"{experiment}_exposures.parquet")
    ex = ex[~ex["user_agent"].str.lower().str.contains("|".join(BOT_USER_AGENTS), na=False)]
    variants = ex.groupby("user_id")["variant"].nunique()
    crossed = variants[variants > 1].index
    ex = ex[~ex["user_id"].isin(crossed)]
    return ex.sort_values("exposed_at").drop_duplicates("user_id")[["user_id", "variant", "exposed_at"]]


def load_conversions(experiment: str, data: Path = DATA) -> pd.DataFrame:
    return pd.read_parquet(data / f"{experiment}_orders.parquet")[["user_id", "ordered_at"]]


def user_table(experiment: str, data: Path = DATA) -> pd.DataFrame:
    """One row per exposed user with converted = ordered after first exposure."""
    ex = load_exposures(experiment, data)
    orders = load_conversions(experiment, data)
    merged = ex.merge(orders, on="user_id", how="left")
    merged["converted"] = merged["ordered_at"] >= merged["exposed_at"]
    per_user = merged.groupby(["user_id", "variant"], as_index=False)["converted"].any()
    return per_user
