from __future__ import annotations

import csv
import sys
from datetime import date
from pathlib import Path

import click

from usage_report.aggregate import aggregate, load_events, summary_rows
from usage_report.config import EXPORT_DIR


@click.command()
@click.option("--week", "week", required=True, help="Monday of the week, YYYY-MM-DD")
@click.option("--tenant", "tenants", multiple=True, help="Only these tenants (repeatable)")
@click.option("--excel", is_flag=True, help="Use ; as the separator")
@click.option("--export", "export", type=click.Path(path_type=Path), default=None)
def main(week: str, tenants: tuple[str, ...], excel: bool, export: Path | None) -> None:
    week_start = date.fromisoformat(week)
    if week_start.weekday() != 0:
        raise click.BadParameter("must be a Monday", param_hint="--week")
    path = export or Path(EXPORT_DIR) / f"events-{week}.csv"
    rows = load_events(path)
    if tenants:
        rows = [r for r in rows if r["tenant_id"] in tenants]
    out = summary_rows(aggregate(rows, week_start))
    if not out:
        click.echo("no events", err=True)
        return
    writer = csv.DictWriter(sys.stdout, fieldnames=list(out[0]), delimiter=";" if excel else ",")
    writer.writeheader()
    writer.writerows(out)


if __name__ == "__main__":
    main()
