"""Daily active users and sessions from the raw event log."""
from __future__ import annotations

import polars as pl

from etl.users import current_plans

SESSION_GAP_MINUTES = 30


def daily_active(events: pl.DataFrame, users: pl.DataFrame) -> pl.DataFrame:
    """Active users and events per day and plan."""
    return (
        events.join(current_plans(users).select("user_id", "plan"), on="user_id", how="left")
        .with_columns(pl.col("ts").dt.date().alias("day"), pl.col("plan").fill_null("unknown"))
        .group_by("day", "plan")
        .agg(pl.col("user_id").n_unique().alias("active_users"), pl.len().alias("events"))
        .sort("day", "plan")
    )


def sessionize(events: pl.DataFrame) -> pl.DataFrame:
    """Number each user's sessions: a new session starts after 30 minutes without events."""
    gap = pl.duration(minutes=SESSION_GAP_MINUTES)
    return (
        events.sort("user_id", "ts")
        .with_columns((pl.col("ts").diff().over("user_id") > gap).fill_null(True).alias("new_session"))
        .with_columns(pl.col("new_session").cum_sum().over("user_id").alias("session_no"))
    )


def session_stats(events: pl.DataFrame) -> pl.DataFrame:
    return (
        sessionize(events)
        .group_by("user_id", "session_no")
        .agg(pl.col("ts").min().alias("start"), pl.col("ts").max().alias("end"), pl.len().alias("events"))
        .with_columns((pl.col("end") - pl.col("start")).dt.total_seconds().alias("duration_s"))
    )
