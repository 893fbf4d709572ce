from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from custimport.errors import error_report_path, summarize, write_error_report
from custimport.loader import upsert_customers
from custimport.reader import ReaderError, read_customers
from custimport.validate import validate_rows

log = logging.getLogger("custimport")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="custimport")
    p.add_argument("csv", type=Path)
    p.add_argument("--source", required=True, help="取引先コード (acme, kitamura ...)")
    p.add_argument("--out-dir", type=Path, default=Path("out"))
    p.add_argument("--dry-run", action="store_true", help="検証とエラーレポートだけ行い、DBには書き込まない")
    return p


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    args = build_parser().parse_args(argv)
    try:
        df = read_customers(args.csv)
    except ReaderError as e:
        log.error("cannot read %s: %s", args.csv, e)
        return 2
    result = validate_rows(df)
    report = error_report_path(args.out_dir, args.source)
    write_error_report(report, result.errors)
    log.info("%s", summarize(result.errors))
    if args.dry_run:
        log.info("dry-run: %d valid rows would be loaded (errors: %s)", len(result.valid), report)
        return 0 if not result.errors else 1
    loaded = upsert_customers(result.valid, args.source)
    log.info("loaded %d rows from %s (errors: %s)", loaded, args.csv, report)
    return 0 if not result.errors else 1


if __name__ == "__main__":
    sys.exit(main())
