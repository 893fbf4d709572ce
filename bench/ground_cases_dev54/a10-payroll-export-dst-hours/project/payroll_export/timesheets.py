"""Shifts from the time-clock terminals (nightly CSV dump of the terminal database)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

LOCAL = ZoneInfo("Europe/Vienna")
DATE_FMT = "%Y-%m-%d"
TIME_FMT = "%H:%M"


@dataclass(frozen=True)
class Shift:
    employee_no: str
    day: date
    clock_in: datetime
    clock_out: datetime
    cost_center: str

    @property
    def hours(self) -> Decimal:
        return _hours_between(self.clock_in, self.clock_out)


def _parse_day(value: str) -> date:
    # Terminal firmware 5.2 (March 2025) writes "2025-03-31T00:00:00"; older dumps "2025-03-31".
    return datetime.strptime(value.strip()[:10], DATE_FMT).date()


def _parse_clock(day: date, value: str) -> datetime:
    """Terminal times are wall-clock times in Vienna, without a date."""
    return datetime.combine(day, datetime.strptime(value.strip(), TIME_FMT).time())


def _hours_between(start: datetime, end: datetime) -> Decimal:
    if end <= start:  # night shift past midnight
        end += timedelta(days=1)
    seconds = (end - start).total_seconds()
    return (Decimal(seconds) / 3600).quantize(Decimal("0.01"))


def read_shifts(path: Path) -> list[Shift]:
    shifts = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter=";"):
            if not row["clock_out"]:
                continue  # still clocked in when the dump ran
            day = _parse_day(row["date"])
            shifts.append(Shift(
                employee_no=row["employee_no"].strip(),
                day=day,
                clock_in=_parse_clock(day, row["clock_in"]),
                clock_out=_parse_clock(day, row["clock_out"]),
                cost_center=row.get("cost_center", "").strip(),
            ))
    return shifts


def hours_per_employee(shifts: list[Shift]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = {}
    for s in shifts:
        totals[s.employee_no] = totals.get(s.employee_no, Decimal("0")) + s.hours
    return totals
