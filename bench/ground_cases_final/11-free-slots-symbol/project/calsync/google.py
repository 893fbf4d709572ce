"""Google Calendar API の薄いラッパー（本番では service account で認証）。"""

from __future__ import annotations

from datetime import datetime

_client = None


def configure(client) -> None:
    global _client
    _client = client


def fetch_events(member: str, start: datetime, end: datetime) -> list[dict]:
    if _client is None:
        raise RuntimeError("google client not configured")
    resp = _client.events().list(
        calendarId=member, timeMin=start.isoformat(), timeMax=end.isoformat(), singleEvents=True
    ).execute()
    out = []
    for item in resp.get("items", []):
        if "dateTime" not in item.get("start", {}):
            continue  # 終日予定は空き判定に使わない
        out.append({
            "start": datetime.fromisoformat(item["start"]["dateTime"]),
            "end": datetime.fromisoformat(item["end"]["dateTime"]),
            "transparency": item.get("transparency", "opaque"),
        })
    return out
