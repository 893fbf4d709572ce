"""python -m report.run_weekly [--week YYYY-MM-DD]

Builds last week's report (or the week starting on --week, a Monday) and writes
the CSV; prints the Markdown table for the ops channel.
"""
from __future__ import annotations

import argparse
from datetime import date, timedelta

import pandas as pd

from report.loaders import engine_from, load_config, load_orders, load_refunds
from report.render import to_markdown, write_csv
from report.weekly_sales import summarize


def last_monday(today: date) -> date:
    return today - timedelta(days=today.weekday() + 7)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="run_weekly")
    parser.add_argument("--week", type=date.fromisoformat, help="Monday of the week to report")
    parser.add_argument("--config", default="config.yaml")
    args = parser.parse_args(argv)

    config = load_config(args.config)
    tz = config.get("timezone", "Asia/Shanghai")
    week = args.week or last_monday(pd.Timestamp.now(tz=tz).date())
    start = pd.Timestamp(week, tz=tz)
    end = start + pd.Timedelta(days=7)

    engine = engine_from(config)
    orders = load_orders(engine, start, end, config.get("exclude_internal_users", True))
    refunds = load_refunds(engine, start, end)
    summary = summarize(orders, refunds)

    path = write_csv(summary, week, config["output_dir"])
    print(to_markdown(summary, week))
    print(f"\ncsv: {path}")


if __name__ == "__main__":
    main()
