"""Turn raw order rows into the numbers the daily report shows."""
from __future__ import annotations

import pandas as pd

CHANNELS = ["app", "web", "miniprogram"]


def clean(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.dropna(subset=["channel"])
    frame = frame[frame["amount_cents"] > 0]
    return frame.drop_duplicates(subset=["order_id"])


def summarize(frame: pd.DataFrame) -> dict:
    frame = clean(frame)
    by_channel = frame.groupby("channel")["order_id"].count().reindex(CHANNELS, fill_value=0)
    return {
        "orders": int(len(frame)),
        "gmv_yuan": round(frame["amount_cents"].sum() / 100, 2),
        "buyers": int(frame["user_id"].nunique()),
        "by_channel": {k: int(v) for k, v in by_channel.items()},
    }
