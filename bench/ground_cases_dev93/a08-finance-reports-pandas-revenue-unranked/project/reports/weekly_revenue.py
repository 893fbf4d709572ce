"""Weekly revenue by channel: gross, refunds and net, in USD.

    python -m reports.weekly_revenue            # last complete week
"""
from __future__ import annotations

import argparse
import sys
from datetime import date

import pandas as pd

from reports import CHANNELS, dollars
from reports.db import query_df
from reports.weeks import label, previous_week, week_bounds


def aggregate(orders: pd.DataFrame) -> pd.DataFrame:
    """Per-channel totals (cents) plus a TOTAL row."""
    by_channel = (
        orders.groupby("channel")[["gross_cents", "refunded_cents"]]
        .sum()
        .reindex(list(CHANNELS), fill_value=0)
    )
    by_channel["net_cents"] = by_channel["gross_cents"] - by_channel["refunded_cents"]
    by_channel["orders"] = orders.groupby("channel").size().reindex(list(CHANNELS), fill_value=0)
    by_channel.loc["TOTAL"] = by_channel.sum()
    return by_channel.astype("int64")


def render(table: pd.DataFrame, monday: date) -> str:
    shown = table.copy()
    for col in ("gross_cents", "refunded_cents", "net_cents"):
        shown[col.removesuffix("_cents")] = shown.pop(col).map(dollars)
    return f"Weekly revenue {label(monday)}\n\n" + shown.to_markdown()


def render_csv(table: pd.DataFrame) -> str:
    """Plain dollars with a dot and no thousands separator, so Excel reads them as numbers."""
    out = pd.DataFrame(index=table.index)
    out["orders"] = table["orders"]
    for col in ("gross_cents", "refunded_cents", "net_cents"):
        out[col.removesuffix("_cents")] = (table[col] / 100).map("{:.2f}".format)
    return out.rename_axis("channel").to_csv()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="weekly_revenue", description="Weekly revenue by channel")
    p.add_argument("--format", choices=["table", "csv"], default="table", help="output format (default: table)")
    p.add_argument("--week", type=date.fromisoformat, metavar="YYYY-MM-DD",
                   help="Monday of the week to report (default: last complete week)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    monday = args.week or previous_week(date.today())
    try:
        start, end = week_bounds(monday)
    except ValueError as exc:
        print(f"weekly_revenue: {exc}", file=sys.stderr)
        return 2
    orders = query_df("weekly_orders", {"start": start, "end": end})
    table = aggregate(orders)
    sys.stdout.write(render_csv(table) if args.format == "csv" else render(table, monday) + "
")
    return 0


if __name__ == "__main__":
    sys.exit(main())
