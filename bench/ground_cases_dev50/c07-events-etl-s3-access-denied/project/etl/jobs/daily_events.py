"""daily-events --day YYYY-MM-DD (default: yesterday in Beijing time)."""
from __future__ import annotations

import argparse
import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import polars as pl

from etl import config
from etl.storage import storage_options, whoami
from etl.transform import clean, sessionize, summarize

log = logging.getLogger("daily_events")


def yesterday() -> str:
    return (datetime.now(ZoneInfo("Asia/Shanghai")) - timedelta(days=1)).strftime("%Y-%m-%d")


def run(day: str) -> int:
    cfg = config.load()
    opts = storage_options(cfg)
    log.info("running as %s", whoami(cfg))
    source = config.raw_glob(cfg, day)
    log.info("reading %s", source)
    events = pl.scan_parquet(source, storage_options=opts)
    sessions = summarize(sessionize(clean(events), cfg.session_gap_minutes)).collect()
    sessions.write_parquet(config.out_path(cfg, day), storage_options=opts)
    log.info("wrote %d sessions for %s", sessions.height, day)
    return sessions.height


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    ap = argparse.ArgumentParser(prog="daily-events")
    ap.add_argument("--day", default=None)
    args = ap.parse_args()
    run(args.day or yesterday())


if __name__ == "__main__":
    main()
