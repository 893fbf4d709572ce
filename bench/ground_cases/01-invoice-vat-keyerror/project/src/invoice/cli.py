import argparse
import sys
from pathlib import Path

from .currency import format_amount
from .importer import read_export
from .totals import compute_totals

EXPORT = Path("exports/latest.csv")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="invoice")
    sub = parser.add_subparsers(dest="cmd", required=True)
    render = sub.add_parser("render")
    render.add_argument("number")
    args = parser.parse_args(argv)

    invoices = read_export(EXPORT)
    invoice = invoices.get(args.number)
    if invoice is None:
        print(f"no invoice {args.number}", file=sys.stderr)
        return 1
    totals = compute_totals(invoice)
    for key in ("subtotal", "tax", "total"):
        print(f"{key:>9}: {format_amount(totals[key], invoice.currency)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
