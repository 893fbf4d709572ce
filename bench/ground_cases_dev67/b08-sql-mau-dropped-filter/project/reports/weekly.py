"""Builds the weekly KPI row that is posted to #kpi every Monday."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date, timedelta

from reports import queries


@dataclass
class Weekly:
    week_start: date
    mau: int
    new_users: int
    paying: int

    def as_row(self) -> list[str]:
        return [self.week_start.isoformat(), str(self.mau), str(self.new_users), str(self.paying)]


def _scalar(conn: sqlite3.Connection, sql: str, **params) -> int:
    return conn.execute(sql, params).fetchone()[0]


def build(conn: sqlite3.Connection, week_start: date) -> Weekly:
    start = week_start.isoformat()
    end = (week_start + timedelta(days=7)).isoformat()
    # MAU is a 30-day window ending at the end of the week
    mau_start = (week_start + timedelta(days=7) - timedelta(days=30)).isoformat()
    return Weekly(
        week_start=week_start,
        mau=_scalar(conn, queries.MAU, start=mau_start, end=end),
        new_users=_scalar(conn, queries.NEW_USERS, start=start, end=end),
        paying=_scalar(conn, queries.PAYING, start=start, end=end),
    )


HEADER = ["week_start", "mau", "new_users", "paying"]
