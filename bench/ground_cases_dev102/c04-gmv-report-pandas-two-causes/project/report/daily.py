"""Daily GMV report: python -m report.daily --day 2025-11-03"""
from __future__ import annotations

import argparse
from datetime import date, timedelta

import pandas as pd

from report.load import load_orders


def gmv_for_day(orders: pd.DataFrame, day: date) -> float:
    start = pd.Timestamp(day, tz="Asia/Shanghai")
    end = start + pd.Timedelta(days=1)
    window = orders[(orders["paid_at"] >= start) & (orders["paid_at"] < end)]
    window = window[window["status"].isin(["paid", "shipped"])]
    window = window.drop_duplicates(subset=["order_id"])
    return float(window["amount"].sum())


def summary(orders: pd.DataFrame, day: date) -> dict:
    today = gmv_for_day(orders, day)
    last_week = gmv_for_day(orders, day - timedelta(days=7))
    change = (today - last_week) / last_week if last_week else None
    return {"day": day.isoformat(), "gmv": round(today, 2), "wow": change}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--day", type=date.fromisoformat, required=True)
    ap.add_argument("--src", default="data/orders.parquet")
    args = ap.parse_args()
    orders = load_orders(args.src)
    print(summary(orders, args.day))


if __name__ == "__main__":
    main()
