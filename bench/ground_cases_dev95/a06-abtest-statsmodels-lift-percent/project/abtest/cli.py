"""abtest <experiment>  -> prints the summary table for the write-up."""
from __future__ import annotations

import argparse
import sys

from abtest.load import user_table
from abtest.report import summarize, to_markdown


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="abtest")
    parser.add_argument("experiment", help="experiment key, e.g. checkout_one_page")
    parser.add_argument("--data", default="data", help="folder with the parquet extracts")
    parser.add_argument("--alpha", type=float, default=0.05,
                        help="significance level for the lift CI (default 0.05 -> 95%% CI)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from pathlib import Path

    users = user_table(args.experiment, Path(args.data))
    if users["variant"].nunique() != 2:
        print(f"expected 2 variants, found {sorted(users['variant'].unique())}", file=sys.stderr)
        return 2
    if not 0 < args.alpha < 1:
        print("--alpha must be between 0 and 1", file=sys.stderr)
        return 2
    summary = summarize(users, alpha=args.alpha)
    print(to_markdown(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
