import argparse
import logging
import os

from .dedupe import dedupe_customers
from .extract import extract
from .load import load
from .transform import transform

log = logging.getLogger("etl")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="crm-etl")
    sub = parser.add_subparsers(dest="cmd", required=True)
    run = sub.add_parser("run")
    run.add_argument("--date", required=True)
    run.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    rows = transform(extract(args.date))
    unique = dedupe_customers(rows)
    log.info("extracted %d rows, %d after dedupe", len(rows), len(unique))
    inserted, updated = load(unique, os.environ["CRM_DSN"])
    log.info("inserted %d, updated %d", inserted, updated)
    return 0
