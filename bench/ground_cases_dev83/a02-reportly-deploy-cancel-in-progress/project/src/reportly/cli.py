from __future__ import annotations

from datetime import date, timedelta

import click

from reportly import db, exporter


@click.group()
def main() -> None:
    """reportly: sales exports for finance."""


@main.command()
@click.option("--day", type=click.DateTime(["%Y-%m-%d"]), default=None, help="Day to export (default: yesterday)")
def export(day) -> None:
    target = day.date() if day else date.today() - timedelta(days=1)
    path = exporter.write_csv(db.sales_for(target), target)
    click.echo(f"wrote {path}")


@main.command()
@click.option("--keep-days", type=int, default=None)
def clean(keep_days: int | None) -> None:
    removed = exporter.remove_old_exports(keep_days)
    click.echo(f"removed {len(removed)} file(s)")
