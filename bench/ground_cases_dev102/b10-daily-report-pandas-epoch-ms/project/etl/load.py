"""Load app events exported from the analytics bucket."""
from __future__ import annotations

import json
from pathlib import Path

import pandas as pd

COLUMNS = ["user_id", "event", "ts", "amount"]


def read_events(path: str | Path) -> pd.DataFrame:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rows.append(json.loads(line))
    df = pd.DataFrame(rows, columns=COLUMNS)
    return normalize(df)


def normalize(df: pd.DataFrame) -> pd.DataFrame:
    df = df.dropna(subset=["user_id", "event", "ts"]).copy()
    df["user_id"] = df["user_id"].astype(str)
    df["event"] = df["event"].str.lower()
    df["ts"] = pd.to_datetime(df["ts"], unit="s", utc=True)
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce").fillna(0).astype(int)
    return df
