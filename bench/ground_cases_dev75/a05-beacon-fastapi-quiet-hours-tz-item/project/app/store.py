from __future__ import annotations

import json
import os

import redis

from app.models import UserPrefs


class PrefsStore:
    def __init__(self, url: str | None = None) -> None:
        self._r = redis.Redis.from_url(url or os.environ.get("REDIS_URL", "redis://localhost:6379/0"))

    def get(self, user_id: int) -> UserPrefs:
        raw = self._r.get(f"prefs:{user_id}")
        if raw is None:
            return UserPrefs(user_id=user_id)
        return UserPrefs.model_validate(json.loads(raw))

    def put(self, prefs: UserPrefs) -> None:
        self._r.set(f"prefs:{prefs.user_id}", prefs.model_dump_json())

    def defer(self, req_json: str, deliver_at: float) -> None:
        self._r.zadd("push:deferred", {req_json: deliver_at})

    def due(self, now: float, limit: int = 500) -> list[str]:
        items = self._r.zrangebyscore("push:deferred", 0, now, start=0, num=limit)
        if items:
            self._r.zrem("push:deferred", *items)
        return [i.decode() for i in items]
