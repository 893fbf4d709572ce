"""When to send each user's daily digest."""
from __future__ import annotations

from datetime import datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from notifier.models import User

DEFAULT_SEND_AT = time(8, 0)


def _send_time(user: User) -> time:
    raw = user.prefs.get("digest_time")
    if not raw:
        return DEFAULT_SEND_AT
    hour, minute = (int(p) for p in raw.split(":", 1))
    return time(hour, minute)


def next_send_at(user: User, now: datetime | None = None) -> datetime:
    """The next moment (UTC) the user's digest is due."""
    now = now or datetime.now(timezone.utc)
    at = _send_time(user)
    tz = ZoneInfo(user.prefs["tz"])
    local_now = now.astimezone(tz)
    candidate = local_now.replace(hour=at.hour, minute=at.minute, second=0, microsecond=0)
    if candidate <= local_now:
        candidate += timedelta(days=1)
    return candidate.astimezone(timezone.utc)


def is_due(user: User, now: datetime | None = None) -> bool:
    now = now or datetime.now(timezone.utc)
    last = user.last_digest_at
    if last is None:
        return True
    return next_send_at(user, last) <= now


def due_users(users: list[User], now: datetime | None = None) -> list[User]:
    return [u for u in users if u.digest_enabled and is_due(u, now)]
