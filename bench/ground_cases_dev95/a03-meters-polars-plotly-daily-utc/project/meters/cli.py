"""meters report --input exports/2025-10 --out report/2025-10"""
from __future__ import annotations

import argparse
from pathlib import Path

import polars as pl

from meters.ingest import read_folder
from meters.plots import daily_bars, hourly_lines, save
from meters.transform import clean_readings, daily_totals, hourly_profile


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="meters")
    sub = parser.add_subparsers(dest="command", required=True)
    report = sub.add_parser("report", help="daily and hourly charts for one folder of exports")
    report.add_argument("--input", type=Path, required=True)
    report.add_argument("--out", type=Path, required=True)
    report.add_argument("--meter", action="append", dest="meters", metavar="METER_ID",
                        help="only this meter (repeat for several)")
    return parser


def report(input_dir: Path, out_dir: Path, meters: list[str] | None = None) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    readings = clean_readings(read_folder(input_dir))
    if meters:
        readings = readings.filter(pl.col("meter_id").is_in(meters))
        if readings.is_empty():
            raise SystemExit(f"no readings for meter(s) {', '.join(meters)} in {input_dir}")
    daily = daily_totals(readings)
    profile = hourly_profile(readings)
    save(daily_bars(daily), out_dir / "daily")
    save(hourly_lines(profile), out_dir / "hourly")
    daily.write_csv(out_dir / "daily.csv")
    print(f"{readings.height} readings, {daily.height} meter-days -> {out_dir}")


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    if args.command == "report":
        report(args.input, args.out, args.meters)


if __name__ == "__main__":
    main()
