"""Entry point: python -m billing.run 2025-03"""
import sys
from datetime import date

from billing.export_csv import default_path, write_invoice_csv


def main(argv: list[str]) -> int:
    year, month = map(int, argv[1].split("-"))
    print(f"billing run for {year}-{month:02d} at {date.today()}")
    path = default_path(f"{year}-{month:02d}")
    write_invoice_csv(path, [], {})
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
