from __future__ import annotations

import calendar
from datetime import date, datetime, timedelta


def parse_month(text: str) -> tuple[int, int]:
    """'2024-02' -> (2024, 2)."""
    year, month = text.split("-")
    y, m = int(year), int(month)
    if not 1 <= m <= 12:
        raise ValueError(f"bad month: {text}")
    return y, m


def day_range(day: date) -> tuple[datetime, datetime]:
    """一天的起止时间，闭区间。"""
    start = datetime(day.year, day.month, day.day)
    return start, start + timedelta(days=1) - timedelta(seconds=1)


def month_range(year: int, month: int) -> tuple[datetime, datetime]:
    """一个月的起止时间，闭区间（给 SQL 的 BETWEEN 用）。"""
    last_day = calendar.monthrange(year, month)[1]
    start = datetime(year, month, 1)
    end = datetime(year, month, last_day)
    return start, end


def previous_month(year: int, month: int) -> tuple[int, int]:
    return (year - 1, 12) if month == 1 else (year, month - 1)
