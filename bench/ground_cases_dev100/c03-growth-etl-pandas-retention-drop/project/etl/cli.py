"""python -m etl.cli run --date 2025-11-03"""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import date, timedelta

from etl.config import EVENTS_TABLE, JobConfig
from etl.io import load_events, partition_paths, write_result
from etl.retention import retention


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="etl")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="compute retention of one cohort day")
    run.add_argument("--date", required=True, type=date.fromisoformat, help="cohort day, YYYY-MM-DD")
    run.add_argument("--dry-run", action="store_true", help="print the partitions to read and exit")
    run.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    cfg = JobConfig.from_env()
    end = args.date + timedelta(days=max(cfg.offsets))
    if args.dry_run:
        for path in partition_paths(cfg, EVENTS_TABLE, args.date, end):
            print(f"{'ok     ' if path.exists() else 'missing'} {path}")
        return 0
    events = load_events(cfg, args.date, end)
    result = retention(events, args.date, cfg.offsets, cfg.min_cohort)
    write_result(cfg, result, args.date)
    for row in result.itertuples():
        logging.info("D%d retention of %s: %d/%d", row.offset, row.cohort_day, row.retained, row.cohort_size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
