"""Notification store, in memory (notifyd runs as a single process)."""
from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime


@dataclass
class Notification:
    id: int
    user_id: str
    kind: str
    body: str
    created_at: datetime
    read: bool = False

    def as_dict(self) -> dict:
        return {
            "id": self.id,
            "user_id": self.user_id,
            "kind": self.kind,
            "body": self.body,
            "created_at": self.created_at.isoformat(),
            "read": self.read,
        }


Listener = Callable[[Notification], Awaitable[None]]


class NotificationStore:
    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self._by_user: dict[str, list[Notification]] = defaultdict(list)
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` for every notification added from now on."""
        self._listeners.append(listener)

    async def add(self, user_id: str, kind: str, body: str) -> Notification:
        n = Notification(next(self._ids), user_id, kind, body, datetime.now(UTC))
        self._by_user[user_id].append(n)
        for listener in self._listeners:
            await listener(n)
        return n

    def list_for(self, user_id: str, *, unread_only: bool = False) -> list[Notification]:
        items = self._by_user.get(user_id, [])
        if unread_only:
            items = [n for n in items if not n.read]
        return sorted(items, key=lambda n: n.id, reverse=True)

    def unread_count(self, user_id: str) -> int:
        return sum(1 for n in self._by_user.get(user_id, []) if not n.read)

    def mark_read(self, user_id: str, ids: list[int]) -> int:
        wanted = set(ids)
        marked = 0
        for n in self._by_user.get(user_id, []):
            if n.id in wanted and not n.read:
                n.read = True
                marked += 1
        return marked
