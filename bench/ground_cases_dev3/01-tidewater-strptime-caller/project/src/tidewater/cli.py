"""tidewater command line."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from tidewater.importer.readings import load_readings
from tidewater.importer.stations import load_stations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tidewater")
    parser.add_argument("command", choices=["import-stations", "import-readings"])
    parser.add_argument("path", type=Path)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING)
    if args.command == "import-stations":
        stations = load_stations(args.path)
        print(f"{len(stations)} stations")
    else:
        readings = load_readings(args.path)
        print(f"{len(readings)} readings")
    return 0
