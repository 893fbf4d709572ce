"""Helpers for half-open time intervals [start, end)."""
from __future__ import annotations

from datetime import datetime, timedelta

Interval = tuple[datetime, datetime]


def overlaps(a: Interval, b: Interval) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def merge_intervals(intervals: list[Interval]) -> list[Interval]:
    """Merge overlapping or touching intervals into disjoint blocks."""
    merged: list[Interval] = []
    for start, end in sorted(intervals):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy: list[Interval], day_start: datetime, day_end: datetime,
               min_length: timedelta = timedelta(0)) -> list[Interval]:
    """Gaps between busy blocks inside [day_start, day_end)."""
    slots: list[Interval] = []
    cursor = day_start
    for start, end in merge_intervals(busy):
        if end <= day_start or start >= day_end:
            continue
        if start > cursor and start - cursor >= min_length:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if cursor < day_end and day_end - cursor >= min_length:
        slots.append((cursor, day_end))
    return slots
