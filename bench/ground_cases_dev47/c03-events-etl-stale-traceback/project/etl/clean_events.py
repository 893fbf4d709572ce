"""Daily cleanup of raw app events (moved out of notebooks/clean_events.ipynb).

Reads one day of raw JSON-lines events from the landing bucket, normalizes
timestamps, drops bot traffic and duplicates, writes a parquet partition.
"""
import argparse
import json
import logging
import os
import sys
from datetime import date, timedelta

import pandas as pd

LANDING_DIR = os.environ.get("LANDING_DIR", "/data/landing/events")
# where the cleaned partitions go; the cron host mounts the warehouse volume here
OUTPUT_DIR = os.environ.get("OUTPUT_DIR", "/data/clean/events")
BOT_MARKERS = ("bot", "spider", "crawler", "headless")

log = logging.getLogger("clean_events")


def load_raw(day: str) -> pd.DataFrame:
    path = os.path.join(LANDING_DIR, f"dt={day}", "events.jsonl")
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                log.warning("skipping bad line in %s", path)
    return pd.DataFrame(rows)


def normalize_ts(df: pd.DataFrame, run_date: str) -> pd.DataFrame:
    # client clocks send epoch millis, server-side events send ISO strings
    millis = pd.to_numeric(df["ts"], errors="coerce")
    parsed = pd.to_datetime(millis, unit="ms", utc=True)
    df["ts"] = parsed.fillna(pd.to_datetime(df["ts"], errors="coerce", utc=True))
    df = df[df["ts"] >= pd.Timestamp(run_date)]
    return df.dropna(subset=["ts"])


def drop_bots(df: pd.DataFrame) -> pd.DataFrame:
    ua = df["user_agent"].fillna("").str.lower()
    mask = pd.Series(False, index=df.index)
    for marker in BOT_MARKERS:
        mask |= ua.str.contains(marker, regex=False)
    log.info("dropping %d bot events", int(mask.sum()))
    return df[~mask]


def dedupe(df: pd.DataFrame) -> pd.DataFrame:
    before = len(df)
    df = df.sort_values("ts").drop_duplicates(subset=["event_id"], keep="first")
    log.info("dropped %d duplicates", before - len(df))
    return df


def write_partition(df: pd.DataFrame, day: str) -> str:
    out_dir = os.path.join(OUTPUT_DIR, f"dt={day}")
    os.makedirs(out_dir, exist_ok=True)
    out = os.path.join(out_dir, "part-000.parquet")
    df.to_parquet(out, index=False)
    return out


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    parser = argparse.ArgumentParser(description="Clean one day of raw events")
    parser.add_argument("--date", default=yesterday, help="YYYY-MM-DD, default: yesterday")
    return parser.parse_args(argv)


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    run_date = parse_args().date
    df = load_raw(run_date)
    log.info("loaded %d raw events for %s", len(df), run_date)
    df = normalize_ts(df, run_date)
    df = drop_bots(df)
    df = dedupe(df)
    out = write_partition(df, run_date)
    log.info("wrote %d rows to %s", len(df), out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
