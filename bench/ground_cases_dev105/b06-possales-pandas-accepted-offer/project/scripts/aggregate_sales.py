"""Monthly sales per store from the POS exports.

Usage: python scripts/aggregate_sales.py [--config config.yaml]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sales.io import load_config, read_exports, store_names, write_report  # noqa: E402
from sales.transform import clean, monthly_sales, with_store_names  # noqa: E402


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--config", default="config.yaml")
    parser.add_argument("--dry-run", action="store_true", help="print instead of writing")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    config = load_config(args.config)
    raw = read_exports(config["input_dir"], config.get("encoding", "cp932"))
    report = with_store_names(monthly_sales(clean(raw)), store_names(config))
    if args.dry_run:
        print(report.to_string(index=False))
        return 0
    latest = report["month"].max()
    path = write_report(report, config["output_dir"], f"monthly_sales_{latest}.csv")
    print(f"wrote {len(report)} rows to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
