from __future__ import annotations

import argparse
from pathlib import Path

from .importer import read_expenses
from .report import render_table
from .summary import summarize


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="keihi")
    sub = parser.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("summary")
    s.add_argument("csv", type=Path)
    s.add_argument("--by", choices=["department", "category"], default="department")
    args = parser.parse_args(argv)

    expenses = read_expenses(args.csv)
    print(render_table(summarize(expenses, args.by)))
    return 0
