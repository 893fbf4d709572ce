"""meter-etl: daily kWh totals per meter from a folder of vendor exports."""
from __future__ import annotations

import argparse
import csv
import sys
from datetime import date, datetime, time
from pathlib import Path
from typing import TextIO

from etl.load import read_dir
from etl.transform import LOCAL_TZ, daily_totals


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meter-etl")
    p.add_argument("input", type=Path, help="folder with vendor CSV exports")
    p.add_argument("-o", "--output", type=Path, default=None, help="write CSV here instead of stdout")
    p.add_argument("--meter", action="append", default=[], help="only this meter id (repeatable)")
    p.add_argument("--since", type=date.fromisoformat, default=None,
                   help="only readings on or after this local day (YYYY-MM-DD)")
    return p


def write_totals(totals: dict, out: TextIO) -> None:
    writer = csv.writer(out)
    writer.writerow(["meter_id", "day", "kwh"])
    for (meter, day), kwh in sorted(totals.items()):
        writer.writerow([meter, day.isoformat(), f"{kwh:.3f}"])


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    readings = list(read_dir(args.input))
    if args.meter:
        wanted = set(args.meter)
        readings = [r for r in readings if r.meter_id in wanted]
    if args.since:
        start = datetime.combine(args.since, time.min, tzinfo=LOCAL_TZ)
        readings = [r for r in readings if r.ts >= start]
    totals = daily_totals(readings)
    if args.output:
        with args.output.open("w", newline="", encoding="utf-8") as fh:
            write_totals(totals, fh)
    else:
        write_totals(totals, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
