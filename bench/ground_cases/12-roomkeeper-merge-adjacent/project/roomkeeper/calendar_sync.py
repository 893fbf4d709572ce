"""Pull room calendars from the Google Calendar API."""
from __future__ import annotations

from datetime import datetime

import requests

API = "https://www.googleapis.com/calendar/v3/calendars/{cal}/events"


def fetch_events(calendar_id: str, token: str, day: datetime) -> list[dict]:
    params = {
        "timeMin": day.replace(hour=0, minute=0).isoformat(),
        "timeMax": day.replace(hour=23, minute=59).isoformat(),
        "singleEvents": "true",
        "orderBy": "startTime",
    }
    resp = requests.get(API.format(cal=calendar_id), params=params,
                        headers={"Authorization": f"Bearer {token}"}, timeout=10)
    resp.raise_for_status()
    return resp.json().get("items", [])


def merge_events(local: list[dict], remote: list[dict]) -> list[dict]:
    """Remote events win over local ones with the same iCalUID."""
    by_uid = {e["iCalUID"]: e for e in local}
    for event in remote:
        by_uid[event["iCalUID"]] = event
    return sorted(by_uid.values(), key=lambda e: e["start"]["dateTime"])
