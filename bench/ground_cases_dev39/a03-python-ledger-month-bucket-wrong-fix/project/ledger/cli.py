"""ledger command line: import, report, balance."""
from __future__ import annotations

import argparse
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from ledger.importer import import_csv
from ledger.report import daily_balance, format_month_table, monthly_totals
from ledger.store import SqliteStore


def _since(value: str) -> datetime:
    """--since takes a calendar date (YYYY-MM-DD); it is read as UTC midnight."""
    return datetime.strptime(value, "%Y-%m-%d").replace(tzinfo=UTC)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ledger")
    parser.add_argument("--db", type=Path, default=Path.home() / ".ledger.sqlite")
    sub = parser.add_subparsers(dest="cmd", required=True)
    imp = sub.add_parser("import")
    imp.add_argument("csv", type=Path)
    imp.add_argument("--account", required=True)
    rep = sub.add_parser("report")
    rep.add_argument("--since", type=_since)
    bal = sub.add_parser("balance")
    bal.add_argument("--opening", type=Decimal, default=Decimal("0"))
    args = parser.parse_args(argv)

    store = SqliteStore(args.db)
    if args.cmd == "import":
        result = import_csv(args.csv, store, args.account)
        print(f"added {result.added}, skipped {result.skipped} duplicates")
    elif args.cmd == "report":
        txns = store.all(since=args.since)
        print(format_month_table(monthly_totals(txns)))
    elif args.cmd == "balance":
        for day, value in daily_balance(store.all(), args.opening).items():
            print(f"{day.isoformat()}  {value:>12.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
