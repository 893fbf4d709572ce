from __future__ import annotations

from pathlib import Path

import click

from reports.dates import parse_day
from reports.export import daily_rows, to_csv
from reports.importer import read_sales, totals_by_day


@click.command()
@click.argument("src", type=click.Path(exists=True, path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), default=Path("daily.csv"))
@click.option("--since", default=None, help="Only count sales on or after this day (YYYY-MM-DD).")
def main(src: Path, out: Path, since: str | None) -> None:
    """Aggregate a store export into daily totals."""
    sales = read_sales(src)
    if since:
        first = parse_day(since)
        sales = [s for s in sales if s.day >= first]
    totals = totals_by_day(sales)
    to_csv(daily_rows(totals), out)
    click.echo(f"{len(sales)} rows -> {out}")


if __name__ == "__main__":
    main()
