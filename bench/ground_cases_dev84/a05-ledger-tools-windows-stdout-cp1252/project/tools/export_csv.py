"""Export the clients JSON to a CSV Excel can open.

    py -3.12 tools\export_csv.py clients.json -o clients.csv
    py -3.12 tools\export_csv.py clients.json -o -        # to stdout
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import sys

from common import load_json, money

COLUMNS = ["id", "name", "city", "vat_id", "balance"]


def open_output(path: str):
    if path == "-":
        return contextlib.nullcontext(sys.stdout)
    # BOM so Excel detects UTF-8 instead of reading the file as cp1252
    return open(path, "w", encoding="utf-8-sig", newline="")


def rows(clients: list[dict]):
    for c in clients:
        yield [c["id"], c["name"], c.get("city", ""), c.get("vat_id", ""), money(c.get("balance", 0))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input", help="clients JSON file")
    ap.add_argument("-o", "--output", default="-", help="CSV file, or - for stdout (default)")
    ap.add_argument("-d", "--delimiter", default=";", help="field separator (Excel in DE/AT wants ;)")
    args = ap.parse_args(argv)

    clients = load_json(args.input)
    with open_output(args.output) as fh:
        writer = csv.writer(fh, delimiter=args.delimiter)
        writer.writerow(COLUMNS)
        for row in rows(clients):
            writer.writerow(row)
    if args.output != "-":
        print(f"wrote {len(clients)} clients to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
