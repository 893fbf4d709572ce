"""python -m salesboard.report data/ --out out/"""
from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from salesboard.load import load_all
from salesboard.plot import plot_monthly, plot_top_products
from salesboard.transform import monthly_revenue, to_jpy, top_products


def build(data_dir: Path, out_dir: Path, top_n: int = 10, since: str | None = None) -> list[Path]:
    orders, fx, products = load_all(data_dir)
    if since:
        start = pd.Period(since, freq="M").start_time
        orders = orders[orders["order_date"] >= start]
    orders = to_jpy(orders, fx)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [
        plot_monthly(monthly_revenue(orders), out_dir / "monthly.png"),
        plot_top_products(top_products(orders, products, top_n), out_dir / "top_products.png"),
    ]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="月次売上レポートを作る")
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--since", metavar="YYYY-MM", help="この月以降の注文だけで集計する")
    args = parser.parse_args(argv)
    for path in build(args.data_dir, args.out, args.top, args.since):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
