"""Number formatting shared by the charts and the KPI cards."""
from __future__ import annotations

import math


def yen(value: float) -> str:
    """12,345,678 -> ¥12.3M style for cards; small values stay exact."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if abs(value) >= 1_000_000:
        return f"¥{value / 1_000_000:.1f}M"
    if abs(value) >= 10_000:
        return f"¥{value / 1_000:.0f}K"
    return f"¥{value:,.0f}"


def pct(fraction: float, digits: int = 2) -> str:
    """A fraction (0.031) as a percentage string (3.10%)."""
    if fraction is None or (isinstance(fraction, float) and math.isnan(fraction)):
        return "—"
    return f"{fraction * 100:.{digits}f}%"


def delta(current: float, previous: float) -> str:
    """Change against the previous period, with an arrow."""
    if not previous:
        return ""
    change = (current - previous) / previous
    arrow = "▲" if change > 0 else "▼" if change < 0 else "→"
    return f"{arrow} {abs(change) * 100:.1f}%"


JP_WEEKDAYS = ["月", "火", "水", "木", "金", "土", "日"]


def day_label(d) -> str:
    return f"{d.month}/{d.day}({JP_WEEKDAYS[d.weekday()]})"
