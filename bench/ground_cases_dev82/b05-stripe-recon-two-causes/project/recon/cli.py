import argparse
import sys

from recon.report import build_rows, to_csv, total_jpy
from recon.stripe_export import balance_transactions


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Stripe monthly reconciliation CSV")
    parser.add_argument("month", help="YYYY-MM")
    args = parser.parse_args(argv)
    year, month = map(int, args.month.split("-"))
    rows = build_rows(balance_transactions(year, month))
    sys.stdout.write(to_csv(rows))
    print(f"# total_jpy={total_jpy(rows)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
