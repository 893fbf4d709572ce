from __future__ import annotations

import csv
import json
import sys
from datetime import date
from pathlib import Path

import click

from report.daily import daily_totals, grand_total
from report.loader import load_orders


@click.command()
@click.argument("export", type=click.Path(exists=True, path_type=Path))
@click.option("--day", "day_str", required=True, help="Business day, YYYY-MM-DD")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
def main(export: Path, day_str: str, fmt: str) -> None:
    """Print per-store totals for one business day."""
    day = date.fromisoformat(day_str)
    orders = load_orders(export)
    totals = daily_totals(orders, day)
    if fmt == "json":
        payload = {
            "day": day.isoformat(),
            "stores": {store: {"orders": row["orders"], "amount": f"{row['amount']:.2f}"} for store, row in totals.items()},
            "total": f"{grand_total(totals):.2f}",
        }
        json.dump(payload, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return
    writer = csv.writer(sys.stdout)
    writer.writerow(["store", "orders", "amount"])
    for store, row in totals.items():
        writer.writerow([store, row["orders"], f"{row['amount']:.2f}"])
    writer.writerow(["TOTAL", sum(r["orders"] for r in totals.values()), f"{grand_total(totals):.2f}"])


if __name__ == "__main__":
    main()
