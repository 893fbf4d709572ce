"""Parse hourly tide readings."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from tidewater.importer.common import to_float


@dataclass(frozen=True)
class Reading:
    station: str
    at: datetime
    height_m: float


def parse_reading_row(row: dict[str, str]) -> Reading:
    at = datetime.strptime(row["time"].strip(), "%Y-%m-%dT%H:%M")
    return Reading(station=row["station"].upper(), at=at, height_m=to_float(row["height"]))


def load_readings(path: Path) -> list[Reading]:
    with path.open(newline="", encoding="utf-8") as fh:
        return [parse_reading_row(row) for row in csv.DictReader(fh)]
