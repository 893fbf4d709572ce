"""Sends reminders 3 hours before each reservation (run every 5 minutes by cron)."""
from datetime import UTC, datetime, timedelta

import httpx

from app.push import build_payload

PUSH_ENDPOINT = "https://exp.host/--/api/v2/push/send"
LEAD = timedelta(hours=3)
WINDOW = timedelta(minutes=5)


def due(reservations, now: datetime | None = None):
    now = now or datetime.now(UTC)
    start, end = now + LEAD, now + LEAD + WINDOW
    return [r for r in reservations if start <= r.starts_at < end and r.user.push_token]


def send_reminders(reservations, client: httpx.Client | None = None) -> int:
    client = client or httpx.Client(timeout=10)
    payloads = [build_payload(r) for r in due(reservations)]
    if payloads:
        client.post(PUSH_ENDPOINT, json=payloads).raise_for_status()
    return len(payloads)
