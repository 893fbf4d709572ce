"""5 段 cron 表达式的解析与匹配。"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

RANGES = {
    "minute": (0, 59),
    "hour": (0, 23),
    "day": (1, 31),
    "month": (1, 12),
    "weekday": (0, 7),
}


@dataclass(frozen=True)
class CronExpr:
    minute: frozenset[int]
    hour: frozenset[int]
    day: frozenset[int]
    month: frozenset[int]
    weekday: frozenset[int]  # 0 = 周日 … 6 = 周六

    def matches(self, t: datetime) -> bool:
        cron_weekday = t.weekday()
        return (
            t.minute in self.minute
            and t.hour in self.hour
            and t.day in self.day
            and t.month in self.month
            and cron_weekday in self.weekday
        )

    def next_run(self, after: datetime) -> datetime:
        t = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
        for _ in range(366 * 24 * 60):
            if self.matches(t):
                return t
            t += timedelta(minutes=1)
        raise ValueError("cron expression never fires")


def parse(text: str) -> CronExpr:
    parts = text.split()
    if len(parts) != 5:
        raise ValueError(f"cron expression needs 5 fields, got {len(parts)}: {text!r}")
    fields = [_field(p, *RANGES[name]) for p, name in zip(parts, RANGES)]
    weekday = frozenset(0 if d == 7 else d for d in fields[4])
    return CronExpr(fields[0], fields[1], fields[2], fields[3], weekday)


def _field(text: str, lo: int, hi: int) -> frozenset[int]:
    values: set[int] = set()
    for chunk in text.split(","):
        step = 1
        if "/" in chunk:
            chunk, step_text = chunk.split("/", 1)
            step = int(step_text)
        if chunk == "*":
            start, end = lo, hi
        elif "-" in chunk:
            a, b = chunk.split("-", 1)
            start, end = int(a), int(b)
        else:
            start = end = int(chunk)
        if start < lo or end > hi or start > end:
            raise ValueError(f"value out of range {lo}-{hi}: {chunk!r}")
        values.update(range(start, end + 1, step))
    return frozenset(values)
