"""The two Mastodon API calls the bot needs."""
from __future__ import annotations

import os
import time
from datetime import datetime, timezone

import requests

TIMEOUT = 15
MAX_TRIES = 4
MAX_WAIT = 300


class MastodonError(RuntimeError):
    pass


class Mastodon:
    def __init__(self, instance: str, token: str | None = None):
        self.base = instance.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token or os.environ['MASTODON_TOKEN']}"

    def verify(self) -> str:
        resp = self.session.get(f"{self.base}/api/v1/accounts/verify_credentials", timeout=TIMEOUT)
        if resp.status_code != 200:
            raise MastodonError(f"verify_credentials: HTTP {resp.status_code}")
        return resp.json()["acct"]

    def post_status(self, text: str, visibility: str = "unlisted") -> str:
        for attempt in range(1, MAX_TRIES + 1):
            try:
                resp = self.session.post(f"{self.base}/api/v1/statuses",
                                         data={"status": text, "visibility": visibility}, timeout=TIMEOUT)
            except requests.Timeout:
                if attempt == MAX_TRIES:
                    raise
                time.sleep(5 * attempt)
                continue
            if resp.status_code == 429 and attempt < MAX_TRIES:
                time.sleep(_wait_seconds(resp))
                continue
            if resp.status_code >= 400:
                raise MastodonError(f"post_status: HTTP {resp.status_code} {resp.text[:200]}")
            return resp.json()["url"]
        raise MastodonError("post_status: gave up after rate limiting")


def _wait_seconds(resp: requests.Response) -> float:
    reset = resp.headers.get("X-RateLimit-Reset")
    if not reset:
        return 30.0
    try:
        when = datetime.fromisoformat(reset.replace("Z", "+00:00"))
    except ValueError:
        return 30.0
    return max(1.0, min(MAX_WAIT, (when - datetime.now(timezone.utc)).total_seconds()))
