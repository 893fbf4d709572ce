"""python -m jobs.monthly_report [--month YYYY-MM]"""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import click

from finance.db import fetch_month_rows, fetch_supplier_lines
from finance.export import write_detail, write_summary
from finance.supplier_export import suppliers_in, write_supplier_file


def last_month(today: dt.date) -> str:
    first = today.replace(day=1)
    return (first - dt.timedelta(days=1)).strftime("%Y-%m")


@click.command()
@click.option("--month", default=None, help="YYYY-MM, default: last month")
@click.option("--out", "out_dir", default="/data/exports", type=click.Path(path_type=Path))
def main(month: str | None, out_dir: Path) -> None:
    month = month or last_month(dt.date.today())
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = fetch_month_rows(month)
    write_detail(rows, month, out_dir)
    write_summary(rows, month, out_dir)
    lines = fetch_supplier_lines(month)
    for code in suppliers_in(lines):
        write_supplier_file([l for l in lines if l["supplier_code"] == code], code, month, out_dir)
    click.echo(f"exported {len(rows)} rows for {month}")


if __name__ == "__main__":
    main()
