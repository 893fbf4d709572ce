from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from .pagination import encode_cursor


def feed_group(user_id: int) -> str:
    """The channel-layer group a user's open feed pages listen on."""
    return f"feed.{user_id}"


class FeedConsumer(AsyncJsonWebsocketConsumer):
    """Live feed: new activities are pushed as they are created (see signals.py)."""

    async def connect(self):
        user = self.scope["user"]
        if not user.is_authenticated:
            await self.close(code=4401)
            return
        self.group = feed_group(user.id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.send_json({"type": "hello", "latest_cursor": await self._latest_cursor(user)})

    @database_sync_to_async
    def _latest_cursor(self, user):
        from .views import feed_queryset  # views imports DRF; keep it out of module import time

        newest = feed_queryset(user).order_by("-created_at", "-id").first()
        return encode_cursor(newest.created_at, newest.pk) if newest else None

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        if content.get("type") == "ping":
            await self.send_json({"type": "pong"})

    async def feed_activity(self, event):
        """Handler for group_send(..., {"type": "feed.activity", ...})."""
        await self.send_json({"type": "activity", "activity": event["activity"]})
