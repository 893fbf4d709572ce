"""Daily orders report: revenue per customer segment for one day."""

from __future__ import annotations

import click
import pandas as pd

from reports import config
from reports.loaders import load_customers, load_orders


def build_report(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    paid = orders[orders["state"].isin(config.REVENUE_STATES)]
    merged = paid.merge(customers, on="customer_id", how="left")
    merged["segment"] = merged["segment"].fillna("unassigned")
    merged["region"] = merged["region"].fillna("unknown")
    report = (
        merged.groupby(["segment", "region", "name"], as_index=False)
        .agg(orders=("order_id", "count"), revenue_cents=("total_cents", "sum"))
        .sort_values("revenue_cents", ascending=False)
    )
    report["revenue"] = (report["revenue_cents"] / 100).round(2)
    return report.drop(columns=["revenue_cents"])


@click.command()
@click.option("--date", "day", required=True, help="Day to report, YYYY-MM-DD")
def main(day: str) -> None:
    orders = load_orders(day)
    customers = load_customers()
    report = build_report(orders, customers)
    config.OUT_DIR.mkdir(parents=True, exist_ok=True)
    out = config.OUT_DIR / config.DAILY_OUTPUT.format(date=day)
    report.to_csv(out, index=False)
    click.echo(f"wrote {len(report)} rows to {out} (total {report['revenue'].sum():.2f} {config.CURRENCY})")


if __name__ == "__main__":
    main()
