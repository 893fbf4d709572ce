from __future__ import annotations

import argparse
import sys
from datetime import date

from salesreport.loader import load_orders
from salesreport.report import render_markdown, render_text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="salesreport", description=__doc__)
    parser.add_argument("csv", help="orders export (CSV) from the shop admin")
    parser.add_argument("-o", "--output", help="write the report here instead of stdout")
    parser.add_argument("--since", type=date.fromisoformat, metavar="YYYY-MM-DD",
                        help="only count orders created on or after this day")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table (for Notion)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    orders = load_orders(args.csv)
    if args.since:
        orders = [o for o in orders if o.day >= args.since]
    text = render_markdown(orders) if args.markdown else render_text(orders)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
