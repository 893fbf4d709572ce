"""sales-rollup: build the weekly sales rollup for a date range."""
from __future__ import annotations

import logging
from datetime import date, timedelta

import click

from etl import extract, load, transform


@click.command()
@click.option("--start", type=click.DateTime(["%Y-%m-%d"]), help="First export day (default: 8 weeks ago)")
@click.option("--end", type=click.DateTime(["%Y-%m-%d"]), help="Last export day (default: yesterday)")
@click.option("--root", default=extract.EXPORT_ROOT, show_default=True, help="Where the exports live")
@click.option("--dry-run", is_flag=True, help="Build the rollup and print the summary, but don't write it")
@click.option("-v", "--verbose", is_flag=True)
def main(start, end, root, dry_run, verbose):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(levelname)s %(message)s")
    today = date.today()
    end_day = end.date() if end else today - timedelta(days=1)
    start_day = start.date() if start else end_day - timedelta(weeks=8)

    raw = extract.read_orders(start_day, end_day, root)
    if raw.empty:
        raise click.ClickException(f"no exports between {start_day} and {end_day}")
    orders = transform.to_eur(transform.dedupe_orders(transform.clean_orders(raw)))
    rollup = transform.weekly_rollup(orders, extract.read_stores(root))

    click.echo(load.summary(rollup))
    if dry_run:
        click.echo(f"dry run: {len(rollup)} rows, would write to {load.output_path(today)}")
        return
    path = load.write_rollup(rollup, today)
    click.echo(f"written to {path}")


if __name__ == "__main__":
    main()
