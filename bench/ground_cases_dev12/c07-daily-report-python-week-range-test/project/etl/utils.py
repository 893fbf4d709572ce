"""日期、格式化等小工具。"""
from __future__ import annotations

from datetime import date, datetime, timedelta

DATE_FMT = "%Y-%m-%d"


def parse_date(value: str | date | None) -> date:
    """命令行传进来的日期，支持 2025-06-11 / 20250611，不传就是昨天。"""
    if value is None:
        return yesterday()
    if isinstance(value, date):
        return value
    value = value.strip()
    for fmt in (DATE_FMT, "%Y%m%d"):
        try:
            return datetime.strptime(value, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"无法识别的日期: {value!r}")


def yesterday(today: date | None = None) -> date:
    today = today or date.today()
    return today - timedelta(days=1)


def week_range(d: date) -> tuple[date, date]:
    """d 所在的自然周，周一 ~ 周日。"""
    start = d - timedelta(days=d.isoweekday())
    return start, start + timedelta(days=6)


def month_range(d: date) -> tuple[date, date]:
    """d 所在自然月的第一天和最后一天。"""
    start = d.replace(day=1)
    if start.month == 12:
        nxt = start.replace(year=start.year + 1, month=1)
    else:
        nxt = start.replace(month=start.month + 1)
    return start, nxt - timedelta(days=1)


def pct_change(cur: float, prev: float) -> float | None:
    """环比，上期为 0 时返回 None（报表里显示为 -）。"""
    if not prev:
        return None
    return round((cur - prev) / prev * 100, 1)


def fmt_pct(v: float | None) -> str:
    return "-" if v is None else f"{v:+.1f}%"


def daterange(start: date, end: date):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)
