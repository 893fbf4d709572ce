"""Reading the raw order events that the shop writes to the bucket every night."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = ["order_id", "event_at", "status", "amount_cents", "currency", "country"]


def read_events(path: Path) -> pd.DataFrame:
    """One row per order event (created, updated, refunded), timestamps in UTC."""
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"order_id": "string", "status": "string"})
    df["event_at"] = pd.to_datetime(df["event_at"], utc=True)
    df["amount_cents"] = df["amount_cents"].astype("int64")
    return df


def latest_state(events: pd.DataFrame) -> pd.DataFrame:
    """The current state of each order: the last event we have for it."""
    events = events.sort_values("event_at", ascending=False)
    return events.drop_duplicates(subset=["order_id"], keep="last")


def read_fx(path: Path) -> dict[str, float]:
    """EUR rate per currency for the day, from the finance team's CSV."""
    fx = pd.read_csv(path)
    rates = dict(zip(fx["currency"], fx["eur_rate"]))
    rates.setdefault("EUR", 1.0)
    return rates


def partitions(root: Path, day: str) -> list[Path]:
    files = sorted((root / f"dt={day}").glob("*.csv"))
    if not files:
        raise FileNotFoundError(f"no event files for {day} under {root}")
    return files
