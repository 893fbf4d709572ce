"""SMS through the Yunpian-style gateway (form-encoded API)."""
from __future__ import annotations

import logging

import requests

from notify.settings import SMS_API_KEY, SMS_ENDPOINT

log = logging.getLogger(__name__)


def _payload(mobile: str, text: str) -> dict[str, str]:
    return {"apikey": SMS_API_KEY, "mobile": mobile, "text": text}


def send_sms(mobile: str, text: str, *, timeout: float = 5.0) -> str:
    """Send one SMS and return the gateway's message id."""
    payload = _payload(mobile, text)
    log.info("sms to %s", mobile[-4:])
    response = requests.post(
        SMS_ENDPOINT,
        json=payload,
        timeout=timeout,
    )
    response.raise_for_status()
    return str(response.json()["sid"])
