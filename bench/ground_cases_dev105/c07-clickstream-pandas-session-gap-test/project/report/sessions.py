"""Split raw click events into user sessions."""
from __future__ import annotations

import pandas as pd

SESSION_GAP_MINUTES = 30


def load_events(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"user_id": "string", "page": "string"})
    df["ts"] = pd.to_datetime(df["ts_ms"], unit="ms", utc=True)
    return df.drop(columns=["ts_ms"]).sort_values(["user_id", "ts"], kind="stable")


def split_sessions(events: pd.DataFrame, gap_minutes: int = SESSION_GAP_MINUTES) -> pd.DataFrame:
    """Add a session_id column: a new session starts when a user is idle for more than gap."""
    gap = pd.Timedelta(minutes=gap_minutes)
    out = events.sort_values(["user_id", "ts"], kind="stable").copy()
    new_user = out["user_id"].ne(out["user_id"].shift())
    idle = out.groupby("user_id")["ts"].diff()
    new_session = new_user | (idle >= gap)
    out["session_id"] = new_session.cumsum().astype("int64")
    return out


def session_table(events: pd.DataFrame) -> pd.DataFrame:
    g = events.groupby("session_id")
    return pd.DataFrame({
        "user_id": g["user_id"].first(),
        "start": g["ts"].min(),
        "end": g["ts"].max(),
        "pages": g["page"].count(),
    }).reset_index()
