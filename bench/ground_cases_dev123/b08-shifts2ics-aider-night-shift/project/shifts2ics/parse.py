"""Reading the shift CSV exported from the store's scheduling sheet."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path


@dataclass(frozen=True)
class Shift:
    day: date
    start: datetime
    end: datetime
    role: str
    note: str = ""


def _time(raw: str) -> time:
    hh, mm = raw.strip().split(":")
    return time(int(hh), int(mm))


def to_shift(row: dict[str, str]) -> Shift:
    day = date.fromisoformat(row["date"].strip())
    start = datetime.combine(day, _time(row["start"]))
    end = datetime.combine(day, _time(row["end"]))
    return Shift(day=day, start=start, end=end, role=row.get("role", "").strip(), note=row.get("note", "").strip())


def read_shifts(path: str | Path) -> list[Shift]:
    with open(path, encoding="utf-8-sig", newline="") as f:
        return [to_shift(row) for row in csv.DictReader(f) if row.get("date")]
