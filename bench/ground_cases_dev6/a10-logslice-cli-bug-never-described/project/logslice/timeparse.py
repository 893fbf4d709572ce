import re
from datetime import datetime, timedelta, timezone

_DURATION = re.compile(r"^(\d+)([smhd])$")
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}


def parse_since(value: str, now: datetime | None = None) -> datetime:
    """An absolute, timezone-aware cut-off from a duration ("15m") or an ISO timestamp."""
    now = now or datetime.now(timezone.utc)
    value = value.strip()
    m = _DURATION.match(value)
    if m:
        amount, unit = int(m.group(1)), m.group(2)
        return now - timedelta(**{_UNITS[unit]: amount})
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError as exc:
        raise ValueError(f"--since: expected a duration like 15m or an ISO timestamp, got {value!r}") from exc
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when


def parse_ts(raw: object) -> datetime | None:
    """A record's ``ts`` field as an aware datetime, or None when it is missing or malformed."""
    if isinstance(raw, (int, float)):
        return datetime.fromtimestamp(raw, tz=timezone.utc)
    if not isinstance(raw, str):
        return None
    try:
        ts = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        return None
    return ts if ts.tzinfo else ts.replace(tzinfo=timezone.utc)
