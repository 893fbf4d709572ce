"""ledgerly command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import store
from .export_csv import export
from .money import format_money


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ledgerly")
    parser.add_argument("--data", type=Path, default=Path("data/invoices.json"))
    sub = parser.add_subparsers(dest="cmd", required=True)
    show = sub.add_parser("show")
    show.add_argument("number")
    sub.add_parser("export")
    args = parser.parse_args(argv)

    invoices = store.load(args.data)
    if args.cmd == "show":
        for inv in invoices:
            if inv.number == args.number:
                print(f"{inv.number}  {inv.customer}  total {format_money(inv.total())}")
                return 0
        print(f"no invoice {args.number}", file=sys.stderr)
        return 1
    export(invoices, sys.stdout)
    return 0
