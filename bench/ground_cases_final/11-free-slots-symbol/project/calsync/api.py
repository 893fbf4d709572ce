"""GET /free のハンドラ。"""

from __future__ import annotations

from datetime import date

from .availability import free_slots


def handle_free(query: dict[str, str]) -> dict:
    members = [m for m in query.get("members", "").split(",") if m]
    if not members:
        return {"status": 400, "error": "members is required"}
    day = date.fromisoformat(query["date"])
    slots = free_slots(members, day)
    return {
        "status": 200,
        "slots": [{"start": s.start.isoformat(), "end": s.end.isoformat()} for s in slots],
    }
