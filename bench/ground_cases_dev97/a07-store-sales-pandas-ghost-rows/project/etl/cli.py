from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import click

from etl.load import load_sales, load_stores
from etl.transform import build_report, rank_regions


def week_days(week_start: date) -> list[str]:
    return [(week_start + timedelta(days=i)).strftime("%Y%m%d") for i in range(7)]


@click.command()
@click.option("--week", "week_start", required=True, type=click.DateTime(["%Y-%m-%d"]), help="Monday of the week")
@click.option("--raw", "raw_dir", default="data/raw", type=click.Path(path_type=Path))
@click.option("--out", "out_dir", default="data/reports", type=click.Path(path_type=Path))
@click.option("--dry-run", is_flag=True, help="Build the report and print it instead of writing files")
def main(week_start, raw_dir: Path, out_dir: Path, dry_run: bool) -> None:
    monday = week_start.date()
    if monday.weekday() != 0:
        raise click.BadParameter("--week must be a Monday")
    sales = load_sales(raw_dir / "pos", week_days(monday))
    stores = load_stores(raw_dir / "stores.csv")
    report = build_report(sales, stores)
    if dry_run:
        click.echo(report.head(20).to_string(index=False))
        click.echo(f"(dry run) {len(sales)} sales rows -> {len(report)} stores")
        return
    out_dir.mkdir(parents=True, exist_ok=True)
    report.to_csv(out_dir / f"stores_{monday}.csv", index=False)
    rank_regions(report).to_csv(out_dir / f"regions_{monday}.csv", index=False)
    click.echo(f"{len(sales)} sales rows -> {len(report)} stores")


if __name__ == "__main__":
    main()
