"""Post short status messages to the ops Slack channel."""
from __future__ import annotations

import logging
import time

import requests
from flask import current_app

log = logging.getLogger(__name__)

RETRIES = 3
BACKOFF = 1.5
TIMEOUT = 5  # seconds; Slack answers in well under a second when healthy


def notify(text: str, channel: str | None = None) -> bool:
    url = current_app.config.get("SLACK_WEBHOOK_URL")
    if not url:
        log.debug("slack disabled, dropping: %s", text)
        return False
    payload = {"text": text}
    if channel:
        payload["channel"] = channel
    delay = 1.0
    for attempt in range(1, RETRIES + 1):
        try:
            resp = requests.post(url, json=payload, timeout=TIMEOUT)
            if resp.status_code < 500:
                return resp.ok
            log.warning("slack returned %s (attempt %d)", resp.status_code, attempt)
        except requests.RequestException as exc:
            log.warning("slack post failed: %s (attempt %d)", exc, attempt)
        time.sleep(delay)
        delay *= BACKOFF
    return False
