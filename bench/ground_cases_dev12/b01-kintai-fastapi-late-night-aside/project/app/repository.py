"""勤怠レコードの取得 (PostgreSQL)。"""

from __future__ import annotations

from datetime import date

import psycopg
from psycopg.rows import dict_row

from app.config import settings
from app.models import AttendanceRecord

_COLUMNS = "employee_id, work_date, clock_in, clock_out, break_minutes"

_SELECT_MONTH = f"""
SELECT {_COLUMNS}
  FROM attendance
 WHERE employee_id = %(employee_id)s
   AND work_date >= %(start)s
   AND work_date < %(end)s
 ORDER BY work_date
"""


def _connect() -> psycopg.Connection:
    return psycopg.connect(settings.database_url, row_factory=dict_row)


def month_range(month: str) -> tuple[date, date]:
    year, mon = (int(x) for x in month.split("-"))
    start = date(year, mon, 1)
    end = date(year + 1, 1, 1) if mon == 12 else date(year, mon + 1, 1)
    return start, end


def find_by_month(employee_id: str, month: str) -> list[AttendanceRecord]:
    start, end = month_range(month)
    with _connect() as conn:
        rows = conn.execute(_SELECT_MONTH, {"employee_id": employee_id, "start": start, "end": end}).fetchall()
    return [AttendanceRecord(**row) for row in rows]


def find_by_date(employee_id: str, day: date) -> AttendanceRecord | None:
    with _connect() as conn:
        row = conn.execute(
            f"SELECT {_COLUMNS} FROM attendance WHERE employee_id = %s AND work_date = %s",
            (employee_id, day),
        ).fetchone()
    return AttendanceRecord(**row) if row else None
