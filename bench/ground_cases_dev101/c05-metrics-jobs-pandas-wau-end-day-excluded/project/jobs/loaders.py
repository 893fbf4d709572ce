"""Reading the nightly event exports."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from jobs.wau import TZ

COLUMNS = ["user_id", "event", "ts", "platform", "country"]
# Columns that older exports do not have; they are filled with NA instead of failing.
OPTIONAL = {"country"}


def _read_one(path: Path) -> pd.DataFrame:
    if path.suffix == ".parquet":
        df = pd.read_parquet(path)
    else:
        df = pd.read_csv(path, dtype={"user_id": "string"})
    missing = set(COLUMNS) - set(df.columns)
    if missing - OPTIONAL:
        raise ValueError(f"{path.name}: missing columns {sorted(missing - OPTIONAL)}")
    return df.reindex(columns=COLUMNS)


def load_events(folder: Path, country: str | None = None) -> pd.DataFrame:
    """All events under ``folder`` with ``ts`` as tz-aware Asia/Shanghai times,
    optionally only those from one ``country`` (ISO code as exported, e.g. "SG")."""
    files = sorted(folder.glob("*.parquet")) + sorted(folder.glob("*.csv"))
    if not files:
        raise FileNotFoundError(f"no event exports in {folder}")
    df = pd.concat([_read_one(p) for p in files], ignore_index=True)
    df["ts"] = pd.to_datetime(df["ts"], utc=True).dt.tz_convert(TZ)
    df["user_id"] = df["user_id"].astype("string")
    if country:
        df = df.loc[df["country"] == country.upper()]
    return df.drop_duplicates()


def events_for_week(folder: Path, week_start) -> pd.DataFrame:
    """Only the files whose name falls in the week (events-YYYYMMDD.*), for quick runs."""
    wanted = {(week_start + pd.Timedelta(days=i)).strftime("%Y%m%d") for i in range(7)}
    files = [p for p in folder.iterdir() if p.stem.removeprefix("events-") in wanted]
    if not files:
        raise FileNotFoundError(f"no exports for the week of {week_start} in {folder}")
    df = pd.concat([_read_one(p) for p in sorted(files)], ignore_index=True)
    df["ts"] = pd.to_datetime(df["ts"], utc=True).dt.tz_convert(TZ)
    return df.drop_duplicates()
