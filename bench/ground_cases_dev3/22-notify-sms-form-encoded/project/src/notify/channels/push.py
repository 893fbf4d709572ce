"""Push notifications (JSON API)."""
from __future__ import annotations

import requests

from notify.settings import PUSH_ENDPOINT, PUSH_TOKEN


def send_push(device: str, title: str) -> None:
    response = requests.post(PUSH_ENDPOINT, json={"to": device, "title": title},
                             headers={"Authorization": f"Bearer {PUSH_TOKEN}"}, timeout=5)
    response.raise_for_status()
