"""Convert a bank statement CSV (Raiffeisen export) to the JSON the ledger imports."""
from __future__ import annotations

import argparse
import csv
import json
import sys
from datetime import datetime


def parse_amount(text: str) -> float:
    return float(text.replace(".", "").replace(",", "."))


def convert(path: str) -> list[dict]:
    out = []
    with open(path, encoding="cp1252", newline="") as fh:
        for rec in csv.DictReader(fh, delimiter=";"):
            out.append({
                "date": datetime.strptime(rec["Buchungsdatum"], "%d.%m.%Y").date().isoformat(),
                "text": rec["Buchungstext"].strip(),
                "amount": parse_amount(rec["Betrag"]),
            })
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("statement")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args(argv)
    data = convert(args.statement)
    with open(args.output, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=2)
    print(f"{len(data)} bookings", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
