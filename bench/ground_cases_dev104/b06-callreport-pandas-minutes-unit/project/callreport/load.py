"""Reading the PBX call export (CSV, one row per call)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "call_id": "call_id",
    "operator": "operator",
    "queue": "queue",
    "started_at": "started_at",
    "duration_sec": "duration",
    "result": "result",
}


def load_calls(path: str | Path) -> pd.DataFrame:
    """The export as a frame with typed columns and a `minutes` column."""
    df = pd.read_csv(path, usecols=list(COLUMNS))
    df = df.rename(columns=COLUMNS)
    df["started_at"] = pd.to_datetime(df["started_at"], utc=True).dt.tz_convert("Asia/Tokyo")
    df["operator"] = df["operator"].fillna("(unassigned)").astype("category")
    df["queue"] = df["queue"].astype("category")
    df["minutes"] = df["duration"] / 60_000
    return df


def answered(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["result"] == "answered"]


def missed(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["result"].isin(["missed", "abandoned"])]
