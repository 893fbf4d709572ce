"""ledger-sync command line."""
from __future__ import annotations

import argparse
import logging
import os
import sys
from datetime import date
from pathlib import Path

from ledger_sync.client import LedgerClient
from ledger_sync.dedupe import dedupe, fingerprint
from ledger_sync.models import SyncReport
from ledger_sync.parsers import read_export


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ledger-sync")
    p.add_argument("export", type=Path, help="CSV export downloaded from the bank")
    p.add_argument("--account", required=True, help="ledger account code, e.g. 1200-OPS")
    p.add_argument("--since", type=date.fromisoformat, default=None,
                   help="only post rows booked on or after this date (YYYY-MM-DD)")
    p.add_argument("--dry-run", action="store_true", help="parse and dedupe, post nothing")
    p.add_argument("-v", "--verbose", action="store_true")
    return p


def run(args: argparse.Namespace) -> SyncReport:
    client = LedgerClient(os.environ["LEDGER_URL"], os.environ["LEDGER_TOKEN"])
    report = SyncReport()
    txns = list(read_export(args.export, args.account))
    report.read = len(txns)
    if args.since:
        txns = [t for t in txns if t.booked_on >= args.since]
    since = args.since.isoformat() if args.since else None
    known = client.known_fingerprints(args.account, since)
    fresh, report.duplicates = dedupe(txns, known)
    for txn in fresh:
        if args.dry_run:
            continue
        if client.post(txn, fingerprint(txn)):
            report.posted += 1
        else:
            report.duplicates += 1
    return report


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    report = run(args)
    print(report.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
