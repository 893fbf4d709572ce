from __future__ import annotations

import logging
import os
from datetime import datetime, timedelta

import httpx

from app.models import PushRequest
from app.push.quiet_hours import should_defer
from app.store import PrefsStore

log = logging.getLogger(__name__)

GATEWAY_URL = os.environ.get("PUSH_GATEWAY_URL", "http://push-gateway:8080/send")
RECHECK_AFTER = timedelta(minutes=15)


class PushSender:
    def __init__(self, store: PrefsStore, client: httpx.Client | None = None) -> None:
        self.store = store
        self.client = client or httpx.Client(timeout=5.0)

    def submit(self, req: PushRequest, now: datetime) -> str:
        prefs = self.store.get(req.user_id)
        if req.kind in prefs.muted_kinds:
            return "muted"
        if should_defer(prefs, req.kind, now):
            recheck = now + RECHECK_AFTER
            self.store.defer(req.model_dump_json(), recheck.timestamp())
            log.info("deferred %s push for user %s (quiet hours), recheck at %s", req.kind, req.user_id,
                     recheck.isoformat(timespec="minutes"))
            return "deferred"
        self._send(req)
        return "sent"

    def flush_due(self, now: datetime) -> int:
        sent = 0
        for raw in self.store.due(now.timestamp()):
            req = PushRequest.model_validate_json(raw)
            if self.submit(req, now) == "sent":
                sent += 1
        return sent

    def _send(self, req: PushRequest) -> None:
        resp = self.client.post(GATEWAY_URL, json=req.model_dump())
        if resp.status_code >= 400:
            log.warning("gateway refused push for user %s: %s", req.user_id, resp.status_code)
