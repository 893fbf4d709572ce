from __future__ import annotations

import sys
from pathlib import Path

import click

from salesreport.aggregate import totals_by_month, totals_by_region, write_export
from salesreport.loader import filter_range, load_rows


@click.group()
def main() -> None:
    """Sales report tools for the finance team."""


@main.command()
@click.argument("csv_path", type=click.Path(exists=True, path_type=Path))
@click.option("--from", "start", type=click.DateTime(["%Y-%m-%d"]), default=None)
@click.option("--to", "end", type=click.DateTime(["%Y-%m-%d"]), default=None)
@click.option("--by", type=click.Choice(["region", "month"]), default="region")
@click.option("--region", "regions", multiple=True, help="Only these regions (case-insensitive, repeatable).")
def summary(csv_path: Path, start, end, by: str, regions: tuple[str, ...]) -> None:
    rows = load_rows(csv_path)
    rows = filter_range(rows, start and start.date(), end and end.date())
    if regions:
        wanted = {r.casefold() for r in regions}
        rows = [r for r in rows if r.region.casefold() in wanted]
    totals = totals_by_region(rows) if by == "region" else totals_by_month(rows)
    for key, amount in totals.items():
        click.echo(f"{key:<12} {amount:>12.2f}")
    click.echo(f"{'TOTAL':<12} {sum(totals.values()):>12.2f}")


@main.command()
@click.argument("csv_path", type=click.Path(exists=True, path_type=Path))
@click.option("--from", "start", type=click.DateTime(["%Y-%m-%d"]), default=None)
@click.option("--to", "end", type=click.DateTime(["%Y-%m-%d"]), default=None)
def export(csv_path: Path, start, end) -> None:
    rows = filter_range(load_rows(csv_path), start and start.date(), end and end.date())
    count = write_export(rows, sys.stdout)
    click.echo(f"{count} lines", err=True)
