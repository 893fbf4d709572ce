from __future__ import annotations

import argparse
from pathlib import Path

from kakeibo import store
from kakeibo.importers import IMPORTERS, get_importer
from kakeibo.report import monthly_summary, print_summary


def cmd_import(args: argparse.Namespace) -> int:
    importer = get_importer(args.format)
    txs = importer.read(Path(args.csv))
    with store.connect() as conn:
        added = store.save(conn, txs)
    print(f"{len(txs)} 件読み込み / {added} 件追加")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    with store.connect() as conn:
        txs = store.load_all(conn)
    print_summary(monthly_summary(txs, args.month), args.month)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kakeibo")
    sub = parser.add_subparsers(required=True)

    p_import = sub.add_parser("import", help="明細CSVを取り込む")
    p_import.add_argument("format", choices=sorted(IMPORTERS))
    p_import.add_argument("csv")
    p_import.set_defaults(func=cmd_import)

    p_report = sub.add_parser("report", help="月次レポート")
    p_report.add_argument("month", help="YYYY-MM")
    p_report.set_defaults(func=cmd_report)

    args = parser.parse_args(argv)
    return args.func(args)
