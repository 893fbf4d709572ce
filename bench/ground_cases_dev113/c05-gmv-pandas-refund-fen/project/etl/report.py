"""Build the daily GMV report (CSV + a one-line summary for the group chat)."""
from __future__ import annotations

import argparse
from datetime import date, timedelta
from pathlib import Path

from etl.load_orders import load_config, load_day
from etl.transform import attach_refunds, daily_summary, to_local_day, totals


def yesterday() -> str:
    return (date.today() - timedelta(days=1)).strftime("%Y%m%d")


def build(cfg: dict, day: str) -> tuple[Path, str]:
    orders, refunds = load_day(cfg, day)
    df = to_local_day(attach_refunds(orders, refunds), cfg["timezone"])
    summary = daily_summary(df, cfg["channels"])
    out_dir = Path(cfg["output_dir"])
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"gmv_{day}.csv"
    summary.round(2).to_csv(path, index=False)
    t = totals(summary)
    line = f"{day} 订单 {t['orders']} 笔，GMV ¥{t['gmv']:,.2f}，退款 ¥{t['refunds']:,.2f}，净 GMV ¥{t['net_gmv']:,.2f}"
    return path, line


def main() -> None:
    parser = argparse.ArgumentParser(description="daily GMV report")
    parser.add_argument("--date", default=None, help="YYYYMMDD, defaults to yesterday")
    args = parser.parse_args()
    cfg = load_config()
    path, line = build(cfg, args.date or yesterday())
    print(line)
    print(f"written {path}")


if __name__ == "__main__":
    main()
