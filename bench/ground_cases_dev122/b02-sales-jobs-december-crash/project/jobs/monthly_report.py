"""Monthly sales report: one row per store and SKU."""
from __future__ import annotations

import argparse

import pandas as pd

from jobs.config import ensure_output_dir, load_settings, report_path
from jobs.loaders import filter_month, read_exports


def build_report(df: pd.DataFrame) -> pd.DataFrame:
    df = df.assign(amount=df["qty"] * df["unit_price"])
    report = (
        df.groupby(["store_id", "sku"], as_index=False)
        .agg(qty=("qty", "sum"), amount=("amount", "sum"))
        .sort_values(["store_id", "amount"], ascending=[True, False])
    )
    report["store_total"] = report.groupby("store_id")["amount"].transform("sum")
    return report.reset_index(drop=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("year", type=int)
    parser.add_argument("month", type=int)
    args = parser.parse_args(argv)

    settings = load_settings()
    raw = filter_month(read_exports(settings.data_dir), args.year, args.month)
    report = build_report(raw)
    ensure_output_dir(settings)
    out = report_path(settings, args.year, args.month)
    report.to_csv(out, index=False)
    print(f"wrote {len(report)} rows to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
