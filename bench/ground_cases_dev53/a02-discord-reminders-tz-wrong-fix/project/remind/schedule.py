"""Which reminders are due, and when repeating ones fire next."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import config
from remind import store

REPEATS = {"daily": timedelta(days=1), "weekly": timedelta(days=7)}


def due_now(now: datetime | None = None) -> list[dict]:
    now = now or datetime.now(timezone.utc)
    return [r for r in store.pending() if r["due_utc"] <= now]


def next_due(due_utc: datetime, repeat: str, tz_name: str | None = None) -> datetime:
    # step in local wall time so "9:00 every monday" stays 9:00 across DST changes
    local = due_utc.astimezone(ZoneInfo(tz_name or config.DEFAULT_TZ))
    return (local + REPEATS[repeat]).astimezone(timezone.utc)


def reschedule(reminder: dict) -> None:
    repeat = reminder.get("repeat")
    if not repeat:
        store.delete(reminder["id"])
        return
    nxt = next_due(reminder["due_utc"], repeat, reminder.get("tz"))
    now = datetime.now(timezone.utc)
    while nxt <= now:  # the Pi was off: skip missed runs instead of spamming
        nxt = next_due(nxt, repeat, reminder.get("tz"))
    store.set_due(reminder["id"], nxt)


def upcoming(user_id: int, limit: int = 10) -> list[dict]:
    mine = [r for r in store.pending() if r["user_id"] == user_id]
    return sorted(mine, key=lambda r: r["due_utc"])[:limit]


def summary(reminders: list[dict]) -> str:
    if not reminders:
        return "nothing scheduled"
    first = min(r["due_utc"] for r in reminders)
    return f"{len(reminders)} pending, next at {first:%Y-%m-%d %H:%M} UTC"
