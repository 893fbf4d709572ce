"""plantsense daily data/*.csv  |  plantsense alerts data/*.csv"""
from __future__ import annotations

import argparse
from pathlib import Path

import polars as pl

from plantsense.alerts import cooldown, format_alert, summarize, temperature_alerts
from plantsense.daily import daily_summary, line_peaks
from plantsense.ingest import read_many


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="plantsense")
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("daily", help="日次サマリを CSV で出す")
    d.add_argument("files", nargs="+", type=Path)
    d.add_argument("--out", type=Path, default=Path("daily.csv"))
    d.add_argument("--peaks", action="store_true", help="ライン別の最高温度だけ出す")
    d.add_argument("--line", help="このラインだけ出す（例: LINE2、大文字小文字は無視）")
    a = sub.add_parser("alerts", help="温度アラートを表示")
    a.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)

    df = read_many(args.files)
    if args.command == "daily":
        if args.line:
            df = df.filter(pl.col("line") == args.line.upper())
        summary = daily_summary(df)
        result = line_peaks(summary) if args.peaks else summary
        result.write_csv(args.out)
        print(f"{result.height} rows -> {args.out}")
    else:
        print(summarize(cooldown(temperature_alerts(df))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def _debug_frame(df: pl.DataFrame) -> None:  # pragma: no cover - handy in a REPL
    with pl.Config(tbl_rows=50, tbl_cols=10):
        print(df)
