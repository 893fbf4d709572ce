"""Parse the station list CSV published by the harbour authority."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from tidewater.importer.common import clean_name, to_float


@dataclass(frozen=True)
class Station:
    code: str
    name: str
    lat: float
    lon: float
    commissioned: date


def parse_station_row(row: dict[str, str]) -> Station:
    commissioned = datetime.strptime(row["commissioned"].strip(), "%Y-%d-%m").date()
    return Station(
        code=row["code"].upper(),
        name=clean_name(row["name"]),
        lat=to_float(row["lat"]),
        lon=to_float(row["lon"]),
        commissioned=commissioned,
    )


def load_stations(path: Path) -> list[Station]:
    with path.open(newline="", encoding="utf-8") as fh:
        return [parse_station_row(row) for row in csv.DictReader(fh)]
