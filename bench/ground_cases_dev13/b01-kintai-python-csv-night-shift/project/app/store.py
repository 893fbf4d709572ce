"""Punch storage. The real deployment uses Postgres; this in-memory store backs the tests
and local runs (same interface as app.pg_store)."""
from __future__ import annotations

from collections import defaultdict
from itertools import count

from app.models import PunchIn, WorkDay


class PunchStore:
    def __init__(self) -> None:
        self._ids = count(1)
        self._days: dict[int, list[WorkDay]] = defaultdict(list)

    def add(self, punch: PunchIn) -> WorkDay:
        day = punch.to_day(next(self._ids))
        self._days[punch.employee_id].append(day)
        return day

    def days_for(self, employee_id: int, year: int, month: int) -> list[WorkDay]:
        if employee_id not in self._days:
            raise LookupError(f"no punches for employee {employee_id}")
        return [d for d in self._days[employee_id]
                if d.work_date.year == year and d.work_date.month == month]

    def clear(self) -> None:
        self._days.clear()


store = PunchStore()


def get_store() -> PunchStore:
    return store
