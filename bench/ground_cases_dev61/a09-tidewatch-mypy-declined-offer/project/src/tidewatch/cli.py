"""`tidewatch latest [STATION]` and `tidewatch stations`."""
from __future__ import annotations

import argparse
import sys

from tidewatch.client import Client
from tidewatch.config import load_config


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tidewatch")
    sub = parser.add_subparsers(dest="cmd", required=True)
    latest = sub.add_parser("latest", help="latest reading for a station")
    latest.add_argument("station", nargs="?")
    sub.add_parser("stations", help="list stations")
    parser.add_argument("--config", help="path to config.json")
    args = parser.parse_args(argv)

    cfg = load_config(args.config)
    with Client(cfg) as client:
        if args.cmd == "stations":
            for st in client.stations():
                print(f"{st['id']:<8} {st['name']}")
            return 0
        try:
            r = client.latest(args.station)
        except ValueError as exc:
            print(f"tidewatch: {exc}", file=sys.stderr)
            return 2
        print(f"{r.station} {r.time:%Y-%m-%d %H:%M} {r.in_units(cfg['units']):.2f} {cfg['units']}")
    return 0
