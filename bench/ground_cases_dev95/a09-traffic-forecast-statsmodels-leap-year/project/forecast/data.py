"""Daily sessions from the web analytics export."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

EXPORT = Path("data/daily_sessions.csv")


def load_sessions(path: Path = EXPORT) -> pd.Series:
    """Daily sessions as a Series with a complete daily DatetimeIndex.

    The export skips days when the tracker was down; those days are interpolated so
    the model sees a regular series (there were 4 such days in 2023, none since).
    """
    df = pd.read_csv(path, parse_dates=["date"])
    s = df.set_index("date")["sessions"].astype(float).sort_index()
    s = s[~s.index.duplicated(keep="last")]
    s = s.asfreq("D")
    missing = int(s.isna().sum())
    if missing:
        s = s.interpolate(limit=3)
    s.name = "sessions"
    return s


def train_test(series: pd.Series, test_days: int = 56) -> tuple[pd.Series, pd.Series]:
    """Hold out the last `test_days` days."""
    if len(series) <= test_days * 2:
        raise ValueError("series too short for the hold-out")
    return series.iloc[:-test_days], series.iloc[-test_days:]
