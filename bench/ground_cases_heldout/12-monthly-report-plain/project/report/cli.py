from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from . import db, fmt
from .monthly import daily_totals, monthly_totals
from .periods import parse_month


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="report")
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("monthly")
    m.add_argument("month")
    d = sub.add_parser("daily")
    d.add_argument("day")
    for p in (m, d):
        p.add_argument("--db", type=Path, default=Path("orders.sqlite"))
        p.add_argument("--out", type=Path)
    args = ap.parse_args(argv)

    conn = db.connect(args.db)
    if args.cmd == "monthly":
        lines = monthly_totals(conn, *parse_month(args.month))
        title = args.month
    else:
        lines = daily_totals(conn, date.fromisoformat(args.day))
        title = args.day
    if args.out and args.out.suffix == ".xlsx":
        fmt.to_xlsx(lines, args.out, title)
    elif args.out:
        fmt.to_csv(lines, args.out)
    else:
        for l in lines:
            print(f"{l.store}\t{l.orders}\t{fmt.yuan(l.amount_fen)}\t{fmt.pct(l.growth)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
