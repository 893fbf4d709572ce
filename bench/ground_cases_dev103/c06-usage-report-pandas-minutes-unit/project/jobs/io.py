"""Loading raw app-session exports.

Export columns (埋点 v3, since 2026-09):
  session_id, user_id, platform, started_at (ISO, UTC), duration_ms (int, milliseconds),
  screen_count (int)
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = ["session_id", "user_id", "platform", "started_at", "duration_ms", "screen_count"]


def load_sessions(glob: str, date: str) -> pd.DataFrame:
    path = Path(glob.format(date=date))
    if not path.exists():
        raise FileNotFoundError(f"no export for {date}: {path}")
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"session_id": str, "user_id": str, "platform": "category"})
    df["started_at"] = pd.to_datetime(df["started_at"], utc=True)
    # heartbeats re-send the same session with a growing duration: keep the last report
    df = df.sort_values("duration_ms").drop_duplicates("session_id", keep="last")
    return df


def write_report(df: pd.DataFrame, out_dir: str, date: str) -> Path:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"daily-{date}.csv"
    df.to_csv(target, index=False, encoding="utf-8-sig")  # BOM so Excel detects UTF-8
    return target


def local_day(ts: pd.Series, tz: str) -> pd.Series:
    return ts.dt.tz_convert(tz).dt.date
