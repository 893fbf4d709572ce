"""salesreport --date 2025-03-12 [--export orders.csv]"""
from __future__ import annotations

import argparse
import os
import sys
from decimal import Decimal

from salesreport import settings
from salesreport.report import aggregate, load_orders, render_csv, render_text
from salesreport.windows import day_window, parse_day


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="salesreport")
    p.add_argument("--date", default="today", help="report day, YYYY-MM-DD, 'today' or 'yesterday'")
    p.add_argument("--export", help="order export CSV (default: <export_dir>/orders.csv)")
    p.add_argument("--format", choices=["text", "csv"], default="text", help="output format")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    cfg = settings.load()
    path = args.export or os.path.join(cfg.export_dir, "orders.csv")
    if not os.path.exists(path):
        print(f"export not found: {path}", file=sys.stderr)
        return 2
    day = parse_day(args.date)
    window = day_window(day, cfg.report_tz)
    lines = aggregate(load_orders(path), window, Decimal(cfg.min_amount_cents) / 100)
    if args.format == "csv":
        print(render_csv(lines, cfg.currency))
        return 0
    print(f"# sales {day.isoformat()} ({cfg.report_tz})")
    print(render_text(lines, cfg.currency))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
