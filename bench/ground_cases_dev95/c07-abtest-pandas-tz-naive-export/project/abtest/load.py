"""Read exposure and conversion events exported from the tracking warehouse."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

TZ = "Asia/Shanghai"
EVENT_COLUMNS = ["user_id", "event", "ts", "revenue"]


def parse_events(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["ts"] = pd.to_datetime(out["ts"])
    out["revenue"] = pd.to_numeric(out["revenue"], errors="coerce").fillna(0.0)
    out["user_id"] = out["user_id"].astype("string")
    return out.sort_values("ts", ignore_index=True)


def read_events(path: str | Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=EVENT_COLUMNS, dtype={"user_id": "string", "event": "category"})
    return parse_events(df)


def read_assignments(path: str | Path) -> pd.DataFrame:
    """user_id -> variant, one row per user (the first assignment wins)."""
    df = pd.read_csv(path, dtype={"user_id": "string", "variant": "category"})
    return df.sort_values("assigned_at").drop_duplicates("user_id", keep="first")


def read_pre_period(path: str | Path) -> pd.DataFrame:
    """Revenue per user in the 28 days before the experiment (for CUPED)."""
    df = pd.read_csv(path, dtype={"user_id": "string"})
    return (df.groupby("user_id", as_index=False)["revenue"].sum()
            .rename(columns={"revenue": "pre_revenue"}))
