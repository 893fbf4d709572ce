"""python scripts/build_retention.py data/orders_2024.parquet --out out/retention"""
from __future__ import annotations

import argparse
from pathlib import Path

from retention import cohorts, plots
from retention.io import load_orders


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("orders", type=Path)
    ap.add_argument("--out", type=Path, default=Path("out/retention"))
    ap.add_argument("--max-period", type=int, default=12)
    args = ap.parse_args(argv)

    orders = load_orders(args.orders)
    matrix = cohorts.retention_matrix(orders, args.max_period)
    sizes = cohorts.cohort_sizes(orders)
    avg = cohorts.average_curve(matrix, sizes)

    args.out.mkdir(parents=True, exist_ok=True)
    matrix.to_csv(args.out / "retention_matrix.csv")
    avg.rename("retention").to_csv(args.out / "average_curve.csv")
    plots.heatmap(matrix, args.out / "retention_heatmap.png")
    plots.curve(avg, args.out / "average_curve.png")
    print(f"{len(sizes)} cohorts, {int(sizes.sum())} customers -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
