"""Creating notifications and pushing them to the user's open tabs."""
from __future__ import annotations

from app.manager import ConnectionManager
from app.store import Notification, NotificationStore


class NotificationService:
    def __init__(self, store: NotificationStore, manager: ConnectionManager) -> None:
        self.store = store
        self.manager = manager
        store.subscribe(self._push)

    async def _push(self, n: Notification) -> None:
        await self.manager.send_to_user(n.user_id, {"type": "notification", "notification": n.as_dict()})

    async def notify(self, user_id: str, kind: str, body: str) -> Notification:
        return await self.store.add(user_id, kind, body)

    async def mention(self, author: str, mentioned: list[str], room: str) -> list[Notification]:
        """One notification per mentioned user, never to the author."""
        out = []
        for user_id in dict.fromkeys(mentioned):
            if user_id == author:
                continue
            out.append(await self.notify(user_id, "mention", f"{author} mentioned you in #{room}"))
        return out

    async def mark_read(self, user_id: str, ids: list[int]) -> int:
        marked = self.store.mark_read(user_id, ids)
        unread = len(self.store.list_for(user_id, unread_only=True))
        await self.manager.send_to_user(user_id, {"type": "unread", "count": unread})
        return marked
