"""The per-activity CSV files from a Strava bulk export (activities/<id>.csv)."""

from __future__ import annotations

import csv
from datetime import datetime
from pathlib import Path

from trailbook.geo import elevation_gain, total_distance
from trailbook.models import Activity, Point

REQUIRED = ("time", "latitude", "longitude")


def _parse_time(value: str) -> datetime:
    # Strava writes "2024-09-14T07:02:11Z"
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _row_to_point(row: dict[str, str]) -> Point:
    ele = float(row.get("altitude") or 0.0)
    return Point(row["latitude"], row["longitude"], ele, _parse_time(row["time"]))


class StravaCsvImporter:
    suffixes = (".csv",)

    def __init__(self, name: str | None = None):
        self.name = name

    def run(self, path: Path) -> Activity:
        with path.open(newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
            if missing:
                raise ValueError(f"{path.name}: missing columns {', '.join(missing)}")
            points = [_row_to_point(row) for row in reader if row["latitude"]]
        if not points:
            raise ValueError(f"{path.name}: no rows with a position")
        act = Activity(name=self.name or f"Strava {path.stem}", started_at=points[0].t, points=points)
        act.distance_km = total_distance(points)
        act.ascent_m = elevation_gain(points)
        return act
