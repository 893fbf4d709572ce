"""Daily sales per store: python -m jobs.daily_sales --days 1 | --start D --end D | --month-end"""
from __future__ import annotations

import argparse
from datetime import date, timedelta

import pandas as pd

from jobs.config import load_settings, report_path
from jobs.io import load_orders, read_orders_table, write_report


def summarize(orders: pd.DataFrame, excluded: tuple[str, ...] = ()) -> pd.DataFrame:
    orders = orders[~orders["store_id"].isin(excluded)].copy()
    orders["day"] = orders["ordered_at"].dt.date
    daily = (
        orders.groupby(["day", "store_id"])
        .agg(sales=("amount", "sum"), orders=("order_id", "count"), items=("items", "sum"))
        .reset_index()
        .sort_values(["day", "store_id"])
    )
    daily["avg_ticket"] = (daily["sales"] // daily["orders"]).astype("int64")
    daily["sales_7d"] = daily.groupby("store_id")["sales"].transform(lambda s: s.rolling(7, min_periods=1).sum())
    daily["prev_sales"] = daily.groupby("store_id")["sales"].shift(1)
    daily["prev_sales"] = daily.groupby("store_id")["prev_sales"].ffill()
    return daily


def period(args: argparse.Namespace, today: date) -> tuple[date, date]:
    if args.month_end:
        last = today.replace(day=1) - timedelta(days=1)
        return last.replace(day=1), last
    if args.start and args.end:
        return date.fromisoformat(args.start), date.fromisoformat(args.end)
    end = today - timedelta(days=1)
    return end - timedelta(days=args.days - 1), end


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--days", type=int, default=1)
    p.add_argument("--start")
    p.add_argument("--end")
    p.add_argument("--month-end", action="store_true")
    args = p.parse_args(argv)
    settings = load_settings()
    start, end = period(args, date.today())
    orders = load_orders(read_orders_table(settings.dsn), start, end)
    daily = summarize(orders, settings.stores_excluded)
    out = write_report(daily, report_path(settings, start.isoformat(), end.isoformat()))
    print(f"wrote {len(daily)} rows to {out}")


if __name__ == "__main__":
    main()
