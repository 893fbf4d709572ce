from __future__ import annotations

import argparse
import sys
from pathlib import Path

from payrollup.load import read_charges
from payrollup.rollup import daily_totals, format_rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="payrollup")
    p.add_argument("export", type=Path, help="charges CSV export")
    p.add_argument("-o", "--out", type=Path, help="write CSV here instead of stdout")
    p.add_argument("--currency", help="only include charges in this currency, e.g. USD")
    args = p.parse_args(argv)

    charges = read_charges(args.export)
    total_read = len(charges)
    if args.currency:
        charges = [c for c in charges if c.currency == args.currency.upper()]
    print(f"read {total_read} charges, {len(charges)} after filters", file=sys.stderr)
    rows = ["date,total", *format_rows(daily_totals(charges))]
    text = "\n".join(rows) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def _smoke() -> None:
    # quick manual check: python -c "from payrollup.cli import _smoke; _smoke()"
    here = Path(__file__).parent.parent / "samples" / "charges.csv"
    if here.exists():
        main([str(here)])
    else:
        print("no sample export at", here)
