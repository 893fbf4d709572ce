from __future__ import annotations

import logging
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from notifier.models import User
from notifier.schedule import due_users, next_send_at
from notifier.templates import render_digest

log = logging.getLogger(__name__)


def _local(dt: datetime, user: User) -> datetime:
    return dt.astimezone(ZoneInfo(user.prefs.get("tz", "UTC")))


def build_digest(user: User, items: list[dict]) -> dict:
    nxt = next_send_at(user)
    return {
        "to": user.email,
        "subject": f"Your digest ({len(items)} updates)",
        "html": render_digest(user, items),
        "next_local": _local(nxt, user).strftime("%a %H:%M"),
    }


def run_once(users: list[User], fetch_items, send) -> int:
    now = datetime.now(timezone.utc)
    sent = 0
    for user in due_users(users, now):
        items = fetch_items(user)
        if not items:
            continue
        send(build_digest(user, items))
        user.last_digest_at = now
        sent += 1
    log.info("digest run: %d sent", sent)
    return sent
