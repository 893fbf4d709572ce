from __future__ import annotations

import click

from report.daily import daily_revenue, to_csv
from report.load import load_orders, only_paid

REPORT_TZ = "America/New_York"  # the business day is Eastern


@click.command()
@click.argument("orders_csv", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", "out_path", default="daily_revenue.csv", show_default=True)
@click.option("--quiet", "-q", is_flag=True, help="Print nothing on success.")
def main(orders_csv: str, out_path: str, quiet: bool) -> None:
    """Write daily revenue from ORDERS_CSV."""
    df = only_paid(load_orders(orders_csv))
    report = daily_revenue(df)
    to_csv(report, out_path)
    if not quiet:
        click.echo(f"wrote {len(report)} days to {out_path}")


if __name__ == "__main__":
    main()
