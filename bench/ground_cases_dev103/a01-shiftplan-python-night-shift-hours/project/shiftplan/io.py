"""CSV in, CSV out. Exports come from the clock terminals via Excel."""
from __future__ import annotations

import csv
from datetime import date, datetime
from pathlib import Path

from shiftplan.hours import Shift

REPORT_FIELDS = ["person", "week", "total_hours", "overtime"]


def _time(value: str):
    value = value.strip()
    for fmt in ("%H:%M", "%H:%M:%S"):
        try:
            return datetime.strptime(value, fmt).time()
        except ValueError:
            continue
    raise ValueError(f"bad time: {value!r}")


def read_shifts(path: Path, since: date | None = None) -> list[Shift]:
    # utf-8-sig: Excel puts a BOM in front of the first header otherwise
    with path.open(newline="", encoding="utf-8-sig") as fh:
        shifts = []
        for row in csv.DictReader(fh):
            day = date.fromisoformat(row["date"].strip())
            if since is not None and day < since:
                continue
            shifts.append(Shift(row["name"].strip(), day, _time(row["in"]), _time(row["out"])))
    return shifts


def write_report(rows: list[dict], path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=REPORT_FIELDS)
        writer.writeheader()
        writer.writerows(rows)
