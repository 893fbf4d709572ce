"""Sessionize app events: a new session starts after a gap of more than N minutes."""
from __future__ import annotations

import polars as pl

EVENT_COLUMNS = ["user_id", "event_time", "event_name", "platform", "app_version"]


def clean(events: pl.LazyFrame) -> pl.LazyFrame:
    return (
        events.select(EVENT_COLUMNS)
        .filter(pl.col("user_id").is_not_null())
        .with_columns(pl.col("event_time").dt.convert_time_zone("Asia/Shanghai"))
        .unique(subset=["user_id", "event_time", "event_name"], keep="first")
    )


def sessionize(events: pl.LazyFrame, gap_minutes: int = 30) -> pl.LazyFrame:
    gap = pl.duration(minutes=gap_minutes)
    ordered = events.sort(["user_id", "event_time"])
    new_session = (
        (pl.col("event_time") - pl.col("event_time").shift(1).over("user_id")) > gap
    ).fill_null(True)
    return ordered.with_columns(new_session.cum_sum().over("user_id").alias("session_no"))


def summarize(sessions: pl.LazyFrame) -> pl.LazyFrame:
    return sessions.group_by(["user_id", "session_no"]).agg(
        pl.col("event_time").min().alias("started_at"),
        pl.col("event_time").max().alias("ended_at"),
        pl.len().alias("events"),
        pl.col("platform").first(),
    )
