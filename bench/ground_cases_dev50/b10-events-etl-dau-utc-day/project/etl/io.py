"""Reading the raw event partitions and writing the outputs."""
from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import polars as pl

EVENT_SCHEMA = {
    "event_id": pl.Utf8,
    "user_id": pl.Int64,
    "name": pl.Utf8,
    "ts": pl.Datetime("us", "UTC"),
}


def days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def read_events(root: Path, start: date, end: date) -> pl.DataFrame:
    """Raw partitions are named by JST date: dt=YYYY-MM-DD/events.parquet."""
    files = [root / f"dt={d.isoformat()}" / "events.parquet" for d in days(start, end)]
    files = [f for f in files if f.exists()]
    if not files:
        return pl.DataFrame(schema=EVENT_SCHEMA)
    return pl.concat([pl.read_parquet(f).cast(EVENT_SCHEMA) for f in files])


def partition_events(events: pl.DataFrame, out: Path) -> list[Path]:
    """Write events back as JST-dated partitions (used by the backfill)."""
    events = events.with_columns(pl.col("ts").dt.convert_time_zone("Asia/Tokyo").dt.date().alias("dt"))
    written = []
    for (dt,), part in events.partition_by("dt", as_dict=True).items():
        path = out / f"dt={dt.isoformat()}" / "events.parquet"
        path.parent.mkdir(parents=True, exist_ok=True)
        part.drop("dt").write_parquet(path)
        written.append(path)
    return written


def write_table(df: pl.DataFrame, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    df.write_parquet(path)
    return path
