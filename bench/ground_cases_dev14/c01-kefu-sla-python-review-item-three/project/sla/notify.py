"""Breach alerts to the support team's WeCom group robot."""
from __future__ import annotations

import json
import logging
import os
import time
import urllib.request

from sla.models import Ticket

log = logging.getLogger(__name__)

# WeCom group robot URL, including its key; set per environment.
WEBHOOK_URL = os.environ.get("SLA_WEBHOOK_URL", "")
DEDUPE_SECONDS = 24 * 3600
MENTION_BY_LEVEL = {1: [], 2: ["@team-lead"], 3: ["@support-manager", "@team-lead"]}

_sent: dict[str, float] = {}


def _dedupe_key(ticket: Ticket, level: int) -> str:
    return f"ticket:{ticket.id}"


def _post(payload: dict) -> None:
    if not WEBHOOK_URL:
        raise RuntimeError("SLA_WEBHOOK_URL is not set")
    body = json.dumps(payload, ensure_ascii=False).encode()
    req = urllib.request.Request(WEBHOOK_URL, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        resp.read()


def send_breach_alert(ticket: Ticket, level: int) -> bool:
    """Post one alert per ticket and level; False when it was deduplicated."""
    key = _dedupe_key(ticket, level)
    now = time.monotonic()
    if now - _sent.get(key, -DEDUPE_SECONDS) < DEDUPE_SECONDS:
        log.info("alert for %s suppressed (sent recently)", key)
        return False
    _sent[key] = now
    mentions = MENTION_BY_LEVEL.get(level, [])
    text = f"[SLA L{level}] #{ticket.id} {ticket.subject} ({ticket.priority.value}) 未在时限内响应"
    _post({"msgtype": "text", "text": {"content": text, "mentioned_list": mentions}})
    log.warning("sent L%d alert for ticket %s", level, ticket.id)
    return True
