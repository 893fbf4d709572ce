from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import click

from bizreport.gmv import daily_gmv, top_shops
from bizreport.load import load_orders, load_refunds
from bizreport.refunds import daily_refunds, flag_spikes, refund_rate


@click.command()
@click.option("--export-dir", type=click.Path(path_type=Path), default=Path("/data/exports/latest"))
@click.option("--out", type=click.Path(path_type=Path), default=Path("report"))
@click.option("--date", "day_str", help="Report day as YYYY-MM-DD (default: yesterday).")
def main(export_dir: Path, out: Path, day_str: str | None) -> None:
    """Build one day's business report from the nightly exports."""
    day = date.fromisoformat(day_str) if day_str else date.today() - timedelta(days=1)
    orders = load_orders(export_dir)
    refunds = load_refunds(export_dir)

    gmv = daily_gmv(orders)
    rates = refund_rate(gmv, daily_refunds(refunds))

    out.mkdir(parents=True, exist_ok=True)
    gmv[gmv["day"] == day].to_csv(out / f"gmv-{day}.csv", index=False)
    top_shops(gmv, day).to_csv(out / f"top-{day}.csv", index=False)
    flag_spikes(rates[rates["day"] == day]).to_csv(out / f"refund-spikes-{day}.csv", index=False)
    click.echo(f"report for {day} written to {out}")


if __name__ == "__main__":
    main()
