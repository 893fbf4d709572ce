from __future__ import annotations

import argparse
from pathlib import Path

from kakeibo.importer import load_many
from kakeibo.rules import categorize_all, unknown_payees
from kakeibo.summary import by_category, month_key, render


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kakeibo")
    sub = parser.add_subparsers(dest="command", required=True)

    report = sub.add_parser("report", help="月別・カテゴリ別の集計を表示")
    report.add_argument("csv", nargs="+", type=Path)
    report.add_argument("--month", help="YYYY-MM の月だけ表示")

    unknown = sub.add_parser("unknown", help="未分類の摘要を一覧")
    unknown.add_argument("csv", nargs="+", type=Path)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    txs = categorize_all(load_many(args.csv))
    if args.command == "report":
        if args.month:
            txs = [t for t in txs if month_key(t.occurred_at) == args.month]
        print(render(by_category(txs)))
    elif args.command == "unknown":
        for payee in unknown_payees(txs):
            print(payee)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
