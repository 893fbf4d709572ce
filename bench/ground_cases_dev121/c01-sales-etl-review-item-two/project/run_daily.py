"""Entry point for the nightly job (cron on etl-box-02)."""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

from etl.load import read_all
from etl.report import totals_by_region, write_report
from etl.transform import clean_rows

log = logging.getLogger("sales-etl")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--drops", type=Path, default=Path("/data/drops"))
    parser.add_argument("--out", type=Path, default=Path("/data/reports"))
    parser.add_argument("--day", default=(date.today() - timedelta(days=1)).strftime("%Y%m%d"))
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    raw = read_all(args.drops, args.day)
    log.info("read %d raw rows for %s", len(raw), args.day)
    rows = clean_rows(raw)
    log.info("%d rows after cleaning", len(rows))
    target = write_report(totals_by_region(rows), args.out, args.day)
    log.info("wrote %s", target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
