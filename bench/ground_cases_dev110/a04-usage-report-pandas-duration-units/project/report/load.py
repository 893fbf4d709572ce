"""Read the raw event export (one CSV a day) into a DataFrame."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = ["user_id", "session_id", "event", "ts", "duration_ms", "platform"]


def read_day(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"user_id": "string", "session_id": "string"})
    df["ts"] = pd.to_datetime(df["ts"], utc=True)
    df["duration_ms"] = pd.to_numeric(df["duration_ms"], errors="coerce").fillna(0).astype("int64")
    df["platform"] = df["platform"].fillna("unknown").str.lower()
    return df


def read_range(folder: Path, since: str | None = None) -> pd.DataFrame:
    """All daily files in ``folder`` (named events-YYYY-MM-DD.csv), oldest first."""
    files = sorted(folder.glob("events-*.csv"))
    if since:
        files = [f for f in files if f.stem.removeprefix("events-") >= since]
    if not files:
        return pd.DataFrame(columns=COLUMNS)
    frames = [read_day(f) for f in files]
    return pd.concat(frames, ignore_index=True)


def drop_internal(df: pd.DataFrame, internal_ids: set[str]) -> pd.DataFrame:
    """Remove staff accounts so they don't skew the numbers."""
    if not internal_ids:
        return df
    return df[~df["user_id"].isin(internal_ids)]
