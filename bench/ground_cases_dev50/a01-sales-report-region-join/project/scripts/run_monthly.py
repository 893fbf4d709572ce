"""Build the finance workbook: python -m scripts.run_monthly --month 2025-09"""
from __future__ import annotations

import click
import pandas as pd

from sales.load import load_customers, load_fx, load_orders, load_targets
from sales.report import write_report
from sales.transform import prepare


@click.command()
@click.option("--month", help="last month to include, YYYY-MM (default: previous month)")
@click.option("--months-back", default=12, show_default=True)
def main(month: str | None, months_back: int) -> None:
    end = pd.Period(month, "M") if month else pd.Timestamp.now(tz="UTC").to_period("M") - 1
    start = end - (months_back - 1)
    df = prepare(load_orders(), load_customers(), load_fx())
    df = df[(df["month"] >= start) & (df["month"] <= end)]
    path = write_report(df, load_targets())
    click.echo(f"{len(df)} orders, {start}..{end} -> {path}")


if __name__ == "__main__":
    main()
