from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import click

from shipstat.load import load_rows
from shipstat.report import summarize


@click.group()
def main() -> None:
    """Summaries of the nightly shipment export."""


@main.command()
@click.argument("export", type=click.Path(exists=True, path_type=Path))
@click.option("--pretty", is_flag=True, help="Indent the JSON output.")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, help="First day to include.")
@click.option("--until", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, help="Last day to include.")
def summary(export: Path, pretty: bool, since: datetime | None, until: datetime | None) -> None:
    rows = load_rows(export)
    result = summarize(rows, since.date() if since else None, until.date() if until else None)
    click.echo(json.dumps(result, indent=2 if pretty else None))


@main.command()
@click.argument("export", type=click.Path(exists=True, path_type=Path))
def carriers(export: Path) -> None:
    rows = load_rows(export)
    for name, totals in sorted(summarize(rows)["carriers"].items()):
        click.echo(f"{name:<8} {totals['parcels']:>6} {totals['weight_kg']:>10.1f}")


if __name__ == "__main__":
    main()
