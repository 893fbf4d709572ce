"""Daily app-usage report: python -m jobs.daily_report 2026-11-26"""
from __future__ import annotations

import argparse
import logging

import yaml

from jobs.io import load_sessions, write_report
from jobs.metrics import drop_bounces, summarize, totals_row

log = logging.getLogger("daily_report")


def run(date: str, config_path: str = "config.yaml") -> str:
    with open(config_path, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    df = load_sessions(cfg["source"]["sessions_glob"], date)
    log.info("loaded %d rows for %s", len(df), date)
    df = drop_bounces(df, cfg["report"]["min_session_seconds"])
    summary = totals_row(summarize(df))
    target = write_report(summary, cfg["output"]["dir"], date)
    log.info("wrote %s", target)
    return str(target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("date", help="YYYY-MM-DD (Asia/Shanghai day)")
    parser.add_argument("--config", default="config.yaml")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    print(run(args.date, args.config))


if __name__ == "__main__":
    main()
