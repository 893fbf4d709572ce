"""Daily GMV per shop: paid orders of one day minus refunds, written to the warehouse."""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

import pandas as pd

from etl.refunds import refunds_for_day
from etl.sources import read_orders

log = logging.getLogger("daily_gmv")
OUT_DIR = Path("/data/warehouse/gmv")
PAID_STATUSES = ["paid", "shipped", "completed"]


def paid_orders(orders: pd.DataFrame, day: date) -> pd.DataFrame:
    paid = orders[orders["status"].isin(PAID_STATUSES)].copy()
    paid["day"] = paid["paid_at"].dt.date
    return paid[paid["day"] == day]


def aggregate(paid: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    gmv = paid.groupby("shop_id", as_index=False)["amount"].sum().rename(columns={"amount": "gmv"})
    ref = refunds.groupby("shop_id", as_index=False)["refund_amount"].sum()
    out = gmv.merge(ref, on="shop_id", how="left").fillna({"refund_amount": 0.0})
    out["net_gmv"] = (out["gmv"] - out["refund_amount"]).round(2)
    return out.sort_values("shop_id", ignore_index=True)


def run(day: date, out_dir: Path = OUT_DIR, csv: bool = False) -> Path:
    orders = read_orders(day - timedelta(days=1), day + timedelta(days=1))
    refunds = refunds_for_day(day)
    result = aggregate(paid_orders(orders, day), refunds)
    result.insert(0, "day", day.isoformat())
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"gmv_{day:%Y%m%d}.parquet"
    result.to_parquet(path, index=False)
    if csv:
        result.to_csv(path.with_suffix(".csv"), index=False, encoding="utf-8-sig")
    log.info("wrote %s rows to %s (net_gmv=%.2f)", len(result), path, result["net_gmv"].sum())
    return path


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Daily GMV per shop")
    parser.add_argument("--date", type=date.fromisoformat, default=None,
                        help="day to compute, YYYY-MM-DD (default: yesterday)")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    parser.add_argument("--csv", action="store_true", help="also write a CSV next to the parquet (for Excel)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    args = parse_args(argv)
    run(args.date or date.today() - timedelta(days=1), args.out_dir, csv=args.csv)


if __name__ == "__main__":
    main()
