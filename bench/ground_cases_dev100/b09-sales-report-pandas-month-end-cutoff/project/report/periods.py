"""集計期間の計算."""
from __future__ import annotations

import calendar
import re
from datetime import date

_MONTH = re.compile(r"^(\d{4})-(\d{2})$")


def parse_month(month: str) -> tuple[int, int]:
    m = _MONTH.match(month)
    if not m:
        raise ValueError(f"month must be YYYY-MM: {month!r}")
    year, mon = int(m.group(1)), int(m.group(2))
    if not 1 <= mon <= 12:
        raise ValueError(f"month out of range: {month!r}")
    return year, mon


def month_range(month: str) -> tuple[date, date]:
    """その月の初日と末日(両端を含む)を返す. 例: 2025-07 -> (7/1, 7/31)."""
    year, mon = parse_month(month)
    last_day = calendar.monthrange(year, mon)[1]
    return date(year, mon, 1), date(year, mon, last_day)


def period_label(start: date, end: date) -> str:
    """レポート見出し用. 例: 2025/07/01〜2025/07/31."""
    return f"{start:%Y/%m/%d}〜{end:%Y/%m/%d}"


def previous_month(month: str) -> str:
    year, mon = parse_month(month)
    if mon == 1:
        return f"{year - 1}-12"
    return f"{year}-{mon - 1:02d}"
