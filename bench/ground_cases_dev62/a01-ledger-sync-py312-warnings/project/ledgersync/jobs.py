"""Scheduling of sync jobs: which accounts are due for a pull."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Iterable, List

from ledgersync.compat import BATCH_SIZE


@dataclass
class Account:
    id: int
    name: str
    interval_minutes: int
    last_synced_at: datetime | None


def due_accounts(accounts: Iterable[Account]) -> List[Account]:
    """Accounts whose last sync is older than their interval (never synced = due)."""
    now = datetime.now(timezone.utc).replace(tzinfo=None)  # last_synced_at is naive UTC
    due = []
    for acc in accounts:
        if acc.last_synced_at is None:
            due.append(acc)
        elif now - acc.last_synced_at >= timedelta(minutes=acc.interval_minutes):
            due.append(acc)
    return due[:BATCH_SIZE]


def next_run(acc: Account) -> datetime:
    if acc.last_synced_at is None:
        return datetime.min
    return acc.last_synced_at + timedelta(minutes=acc.interval_minutes)


def describe(acc: Account) -> str:
    when = "never" if acc.last_synced_at is None else acc.last_synced_at.isoformat(timespec="seconds")
    return f"{acc.name} (every {acc.interval_minutes} min, last {when})"
