from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from decimal import Decimal

from ledger.export import export_csv
from ledger.models import Entry
from ledger.summary import is_balanced


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="ledger-export")
    p.add_argument("input", help="JSON lines of entries")
    p.add_argument("--day", type=date.fromisoformat, default=date.today())
    args = p.parse_args(argv)
    with open(args.input, encoding="utf-8") as f:
        entries = [Entry(booked_on=date.fromisoformat(d["booked_on"]), account=d["account"],
                         description=d["description"], debit=Decimal(d.get("debit", "0")),
                         credit=Decimal(d.get("credit", "0"))) for d in map(json.loads, f)]
    if not is_balanced(entries):
        print("entries do not balance", file=sys.stderr)
        return 1
    print(export_csv(entries, args.day))
    return 0
