from __future__ import annotations

import hashlib
import json

import redis

KEY_PREFIX = "quill:completion:"
TTL_SECONDS = 60 * 60 * 24


def make_key(request: dict) -> str:
    """Cache key for a chat request: only the fields that change the completion.

    Per-call fields (user, metadata.request_id) are left out, or every call would miss.
    """
    relevant = {
        "messages": request["messages"],
        "temperature": request.get("temperature", 1.0),
        "max_tokens": request.get("max_tokens"),
        "response_format": request.get("response_format"),
    }
    blob = json.dumps(relevant, sort_keys=True, separators=(",", ":"))
    return KEY_PREFIX + hashlib.sha256(blob.encode()).hexdigest()


class CompletionCache:
    def __init__(self, client: redis.Redis, ttl_seconds: int = TTL_SECONDS) -> None:
        self.client = client
        self.ttl_seconds = ttl_seconds

    def get(self, request: dict) -> str | None:
        value = self.client.get(make_key(request))
        return value.decode() if value is not None else None

    def put(self, request: dict, text: str) -> None:
        self.client.set(make_key(request), text.encode(), ex=self.ttl_seconds)

    def stats(self) -> dict:
        info = self.client.info("stats")
        hits, misses = info.get("keyspace_hits", 0), info.get("keyspace_misses", 0)
        return {"hits": hits, "misses": misses, "hit_rate": hits / (hits + misses) if hits + misses else 0.0}
