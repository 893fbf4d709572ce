"""Command line: `invoicer build TIMESHEET --rates RATES`."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

from invoicer.models import build_invoices, load_entries
from invoicer.rates import RateError, RateTable
from invoicer.render import SYMBOLS, render_markdown, render_text


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="invoicer")
    sub = parser.add_subparsers(dest="command", required=True)

    build = sub.add_parser("build", help="render invoices for a timesheet")
    build.add_argument("timesheet", type=Path)
    build.add_argument("--rates", type=Path, default=Path("data/rates.csv"))
    build.add_argument("--default-rate", type=Decimal, default=None)
    build.add_argument("--currency", default="EUR", choices=sorted(SYMBOLS),
                       help="currency used for amounts (default: EUR)")
    build.add_argument("--format", choices=("text", "md"), default="text")
    build.add_argument("--start-number", type=int, default=1)
    build.add_argument("--out", type=Path, default=None, help="folder to write one file per client")

    clients = sub.add_parser("clients", help="list the clients in the rates file")
    clients.add_argument("--rates", type=Path, default=Path("data/rates.csv"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.command == "clients":
        for name in RateTable.from_csv(args.rates).clients():
            print(name)
        return 0

    rates = RateTable.from_csv(args.rates, default=args.default_rate)
    entries = load_entries(args.timesheet)
    invoices = build_invoices(entries, rates, args.currency)
    render = render_markdown if args.format == "md" else render_text
    today = date.today()
    for offset, invoice in enumerate(invoices):
        number = f"{today:%Y%m}-{args.start_number + offset:03d}"
        text = render(invoice, number, today)
        if args.out is None:
            sys.stdout.write(text)
            continue
        args.out.mkdir(parents=True, exist_ok=True)
        suffix = "md" if args.format == "md" else "txt"
        (args.out / f"{number}.{suffix}").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RateError as exc:
        print(f"invoicer: {exc}", file=sys.stderr)
        sys.exit(2)
