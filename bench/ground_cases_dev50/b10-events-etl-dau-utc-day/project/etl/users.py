"""User dimension: one row per plan change since the 2025-10 billing migration."""
from __future__ import annotations

from pathlib import Path

import polars as pl

USER_SCHEMA = {
    "user_id": pl.Int64,
    "plan": pl.Utf8,
    "country": pl.Utf8,
    "signed_up_at": pl.Datetime("us", "UTC"),
    "valid_from": pl.Datetime("us", "UTC"),
}


def load_users(path: Path) -> pl.DataFrame:
    return pl.read_parquet(path).cast(USER_SCHEMA)


def plan_history(users: pl.DataFrame, user_id: int) -> pl.DataFrame:
    return users.filter(pl.col("user_id") == user_id).sort("valid_from")


def current_plans(users: pl.DataFrame) -> pl.DataFrame:
    """One row per user: the plan they are on now (the latest valid_from)."""
    return users.sort("valid_from").unique(subset="user_id", keep="last", maintain_order=True)


def paying(users: pl.DataFrame) -> pl.DataFrame:
    return users.filter(pl.col("plan") != "free")


def signups_per_day(users: pl.DataFrame) -> pl.DataFrame:
    first = users.group_by("user_id").agg(pl.col("signed_up_at").min())
    return (
        first.with_columns(pl.col("signed_up_at").dt.convert_time_zone("Asia/Tokyo").dt.date().alias("day"))
        .group_by("day")
        .agg(pl.len().alias("signups"))
        .sort("day")
    )
