"""時間区間の基本操作。区間は半開区間 [start, end)。"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class Interval:
    start: datetime
    end: datetime

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"interval ends before it starts: {self.start} > {self.end}")

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def overlaps(self, other: Interval) -> bool:
        return self.start < other.end and other.start < self.end


def merge_intervals(intervals: list[Interval]) -> list[Interval]:
    """重なる・接する区間をまとめ、開始時刻順に返す。"""
    ordered = sorted(intervals, key=lambda iv: iv.start)
    merged: list[Interval] = []
    for iv in ordered:
        if merged and iv.start <= merged[-1].end:
            merged[-1] = Interval(merged[-1].start, iv.end)
        else:
            merged.append(iv)
    return merged


def subtract(window: Interval, busy: list[Interval]) -> list[Interval]:
    """window から busy（まとめ済み・開始順）を除いた残りを返す。"""
    free: list[Interval] = []
    cursor = window.start
    for b in busy:
        if b.end <= cursor or b.start >= window.end:
            continue
        if b.start > cursor:
            free.append(Interval(cursor, b.start))
        cursor = max(cursor, b.end)
    if cursor < window.end:
        free.append(Interval(cursor, window.end))
    return free
